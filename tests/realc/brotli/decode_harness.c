/* A user's first harness for brotli's decoder (c/dec, c/common, c/include of the brotli
 * 1.2.1 sdist, unchanged; MIT, LICENSE), linked from its 12 units with -I c/include: the
 * empty stream 0x06, then two input bytes. gcc: all 65,536 inputs pass under ASan/UBSan.
 * errlang: the units link (they did not: docs/realc.md); the encoding at loop bound 1 does
 * not finish in 120 s. */
#include <assert.h>
#include <brotli/decode.h>

unsigned char nondet_uchar(void);

int main(void) {
    /* brotli -c of an empty input is the single byte 0x06 (ISLAST, ISEMPTY) */
    const uint8_t empty[] = {0x06};
    uint8_t out[8];
    size_t n = sizeof out;
    BrotliDecoderResult r = BrotliDecoderDecompress(sizeof empty, empty, &n, out);
    assert(r == BROTLI_DECODER_RESULT_SUCCESS);
    assert(n == 0);

    uint8_t in[2];
    in[0] = nondet_uchar();
    in[1] = nondet_uchar();
    n = sizeof out;
    r = BrotliDecoderDecompress(sizeof in, in, &n, out);
    assert(n <= sizeof out);
    assert(r != BROTLI_DECODER_RESULT_SUCCESS || n == 0);
    return 0;
}
