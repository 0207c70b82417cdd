#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int state = 0;
int errors;
void step(int ev) {
    switch (state) {
    case 0: if (ev == 1) state = 1; break;
    case 1: if (ev == 2) state = 2; else errors++; break;
    default: break;
    }
}
int main(void) {
    for (int i = 0; i < 3; i++)
        step(__VERIFIER_nondet_int());
    assert(state != 2 || errors == 0);
    return 0;
}
