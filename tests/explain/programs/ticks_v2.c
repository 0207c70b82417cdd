/* Version 2: up to three ticks in a loop; the bound driver needs loop bound 3 here. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
void tick(void) {}
int main(void) {
    int n = __VERIFIER_nondet_int();
    for (int i = 0; i < n && i < 3; i++)
        tick();
    assert(n != 2);
    return 0;
}
