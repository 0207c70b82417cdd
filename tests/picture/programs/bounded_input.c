/* Inputs bounded by assume: no run reaches loop bound 3, the analysis is complete. */
#include <assert.h>

extern int nondet_int(void);
extern void __VERIFIER_assume(int);

void g(void) {}

void f(int x) { assert(x != 7); }

int main(void) {
    int n = nondet_int();
    __VERIFIER_assume(n >= 0 && n <= 2);
    int i;
    for (i = 0; i < n; i++)
        g();
    f(nondet_int());
    return 0;
}
