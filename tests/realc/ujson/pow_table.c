/* pow of a signed, fractional or power-of-two base by a small integer (math_pow.c): exact;
 * gcc and glibc hold every assertion for all 256 input bytes. */
#include <assert.h>
#include <math.h>

unsigned char __VERIFIER_nondet_uchar(void);

static const double base[8] = {0.5, -3.0, 10.0, 1.5, -0.25, 7.0, -1.0, 1024.0};
static const double cube[8] = {0.125, -27.0, 1000.0, 3.375, -0.015625, 343.0, -1.0, 1073741824.0};
static const double inverse_square[8] = {4.0, 0, 0, 0, 16.0, 0, 1.0, 0x1p-20};

int main(void) {
    int i = __VERIFIER_nondet_uchar() % 8;
    assert(pow(base[i], 3.0) == cube[i]);
    if (i == 0 || i >= 4 && i != 5)
        assert(pow(base[i], -2.0) == inverse_square[i]);
    return 0;
}
