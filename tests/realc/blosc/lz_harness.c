/* A user's harness for BloscLZ 2.5.1 (c-blosc's blosc/blosclz.c, fastcopy.c of the blosc 1.11.4
 * sdist, unchanged; BSD-3, LICENSE.txt; FastLZ's MIT, FASTLZ.txt): blosclz_decompress of 4
 * input bytes into 8 bytes of a larger buffer ("guaranteed not to write the output buffer
 * more than what is specified in maxout"), then a literal run decoded by hand. */
#include <assert.h>
#include <string.h>
#include "blosclz.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    unsigned char in[4], out[12];
    for (int i = 0; i < 4; i++)
        in[i] = __VERIFIER_nondet_uchar();
    memset(out, 0xAA, sizeof out);
    int n = blosclz_decompress(in, 4, out, 8);
    assert(n >= 0 && n <= 8);
    assert(out[8] == 0xAA && out[11] == 0xAA); /* nothing past maxout */
    if (in[0] == 2) /* a literal run of 3 bytes */
        assert(n == 3 && memcmp(out, in + 1, 3) == 0);
    assert(n != 3); /* the guess: 4 bytes never decompress to 3 */
    return 0;
}
