/* pow(10.0, n) as ujson's decoder calls it (errlang/include/models/math_pow.c): an exact
 * power of ten for n <= 22; gcc and glibc fail line 14 only (n == 15), for all 256 bytes. */
#include <assert.h>
#include <math.h>

unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
    int n = __VERIFIER_nondet_uchar() % 23;
    double p = pow(10.0, n);
    assert(p >= 1.0 && p <= 1e22);
    assert((p == 1e22) == (n == 22));
    /* a guess: no power of ten below 10^22 is 10^15 */
    assert(p != 1e15);
    return 0;
}
