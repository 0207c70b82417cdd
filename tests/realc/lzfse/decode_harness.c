#include <assert.h>
#include <stdint.h>
#include <string.h>
#include "lzfse.h"

unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
    /* an uncompressed block ("bvx-", 2 raw bytes) then the end of stream ("bvx$") */
    uint8_t src[14] = {'b', 'v', 'x', '-', 2, 0, 0, 0, 0, 0, 'b', 'v', 'x', '$'};
    src[8] = __VERIFIER_nondet_uchar();
    src[9] = __VERIFIER_nondet_uchar();
    uint8_t dst[16];
    size_t n = lzfse_decode_buffer(dst, sizeof dst, src, sizeof src, NULL);
    assert(n == 2);
    assert(dst[0] == src[8] && dst[1] == src[9]);

    /* any 6 bytes: the result fits the buffer */
    uint8_t junk[6];
    for (int i = 0; i < 6; i++) junk[i] = __VERIFIER_nondet_uchar();
    size_t m = lzfse_decode_buffer(dst, sizeof dst, junk, sizeof junk, NULL);
    assert(m <= sizeof dst);
    /* a guess: 6 bytes of junk never decode to anything */
    assert(m == 0);
    return 0;
}
