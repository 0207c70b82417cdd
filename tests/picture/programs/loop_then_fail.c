/* `for (i = 0; i < n; i++) g(); f(x);` with n an unconstrained input: f fails for some x. */
#include <assert.h>

extern int nondet_int(void);
int calls;

void g(void) { calls++; }

void f(int x) { assert(x != 42); }

int main(void) {
    int n = nondet_int();
    int i;
    for (i = 0; i < n; i++)
        g();
    f(nondet_int());
    return 0;
}
