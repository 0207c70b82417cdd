/* A user's first harness for liblzma's integer and header codecs (xz 5.2.3 of the npm
 * lzma-native 8.0.6 package's deps/xz-5.2.3.tar.bz2, these units unchanged; public domain,
 * COPYING): lzma_vli_decode of 3 input bytes and back; a Stream Header with an input check ID
 * encoded and decoded (its CRC32 computed by crc32_fast.c). Built with -DHAVE_STDINT_H
 * -DHAVE_STDBOOL_H -DHAVE_STRING_H -DHAVE_LIMITS_H -DHAVE_INTTYPES_H -I. -Iapi. */
#include <assert.h>
#include <string.h>
#include "common.h"

unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
    uint8_t in[3];
    for (int i = 0; i < 3; i++) in[i] = __VERIFIER_nondet_uchar();
    lzma_vli v;
    size_t pos = 0;
    lzma_ret r = lzma_vli_decode(&v, NULL, in, &pos, 3);
    if (r == LZMA_OK) {
        assert(pos >= 1 && pos <= 3);
        assert(lzma_vli_size(v) == pos);
        uint8_t out[LZMA_VLI_BYTES_MAX];
        size_t out_pos = 0;
        assert(lzma_vli_encode(v, NULL, out, &out_pos, sizeof out) == LZMA_OK);
        assert(out_pos == pos && memcmp(out, in, pos) == 0);
        /* a guess: three bytes hold a number below 2^14 */
        assert(v < (1u << 14));
    } else {
        assert(r == LZMA_DATA_ERROR);
    }

    lzma_stream_flags flags = {0};
    flags.version = 0;
    flags.check = (lzma_check)(__VERIFIER_nondet_uchar() & 0x1F);
    uint8_t header[LZMA_STREAM_HEADER_SIZE];
    if (lzma_stream_header_encode(&flags, header) == LZMA_OK) {
        lzma_stream_flags back;
        assert(lzma_stream_header_decode(&back, header) == LZMA_OK);
        assert(back.check == flags.check);
        assert(flags.check <= LZMA_CHECK_ID_MAX);
    }
    return 0;
}
