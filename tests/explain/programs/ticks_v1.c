/* Version 1: one tick, then the assertion (see ticks_v2.c). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
void tick(void) {}
int main(void) {
    int n = __VERIFIER_nondet_int();
    tick();
    assert(n != 2);
    return 0;
}
