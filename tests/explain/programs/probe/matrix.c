#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int m[2][3];
int main(void) {
    int r = __VERIFIER_nondet_int(), c = __VERIFIER_nondet_int();
    if (r < 0 || r > 1 || c < 0 || c > 2) return 0;
    m[r][c] = 7;
    int *p = &m[1][0];
    assert(p[2] != 7);
    return 0;
}
