#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
    unsigned n = __VERIFIER_nondet_uint();
    unsigned total = 0;
    if (n > 10) return 0;
    for (unsigned i = 0; i < n; i++) {
        total += i;
    }
    assert(total != 6);
    return 0;
}
