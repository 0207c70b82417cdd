#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    if (x > 0)
        x = 0;
    assert(x <= 0);
    return 0;
}
