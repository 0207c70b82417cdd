#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int fact(int n) {
    if (n <= 1) return 1;
    return n * fact(n - 1);
}
int main(void) {
    int n = __VERIFIER_nondet_int();
    if (n < 0 || n > 5) return 0;
    int f = fact(n);
    assert(f != 24);
    return 0;
}
