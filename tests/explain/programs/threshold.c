/* The failure is decided by a branch: with the branches alphabet it is named with its line. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int alarm = 0;
    if (x > 10)
        alarm = 1;
    int y = __VERIFIER_nondet_int();
    if (y < 0)
        alarm = 0;
    assert(!alarm); // explain: decides=L11:F after=L8:T alphabet=branches
    return 0;
}
