/* powf(10.0f, n) (math_pow.c): exact for n <= 10; gcc and glibc fail line 10 only (n == 7). */
#include <assert.h>
#include <math.h>
unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
    int n = __VERIFIER_nondet_uchar() % 11;
    float p = powf(10.0f, (float)n);
    assert(p >= 1.0f && p <= 1e10f);
    assert((p == 1e10f) == (n == 10));
    assert(p != 1e7f);
    return 0;
}
