/* pow of a symbolic base by a symbolic integer exponent (math_pow.c), against the values
 * glibc gives (the table is gcc's printf("%a") of glibc's pow): the assertion holds. */
#include <assert.h>
#include <math.h>

unsigned char __VERIFIER_nondet_uchar(void);

static const double base[4] = {-3.0, 0.75, 10.0, -0.5};
static const double power[4][5] = {
    {0x1.c71c71c71c71cp-4, -0x1.5555555555555p-2, 0x1p+0, -0x1.8p+1, 0x1.2p+3},
    {0x1.c71c71c71c71cp+0, 0x1.5555555555555p+0, 0x1p+0, 0x1.8p-1, 0x1.2p-1},
    {0x1.47ae147ae147bp-7, 0x1.999999999999ap-4, 0x1p+0, 0x1.4p+3, 0x1.9p+6},
    {0x1p+2, -0x1p+1, 0x1p+0, -0x1p-1, 0x1p-2},
};

int main(void) {
    unsigned char c = __VERIFIER_nondet_uchar();
    int i = c & 3, k = (c >> 2) % 5;
    if (k >= 2 || i == 3) /* the exact ones: 1/9 or 1/0.75 are cut, never given a value */
        assert(pow(base[i], (double)(k - 2)) == power[i][k]);
    return 0;
}
