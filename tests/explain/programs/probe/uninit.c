#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
    int flag;
    int v = __VERIFIER_nondet_int();
    if (v > 3)
        flag = 1;
    assert(flag == 1);
    return 0;
}
