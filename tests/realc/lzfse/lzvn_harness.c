/* LZVN through lzfse_decode_buffer: a "bvxn" block whose payload is one literal opcode
 * (0xE1: one literal byte, an input) and the end-of-stream opcode (0x06, then 7 bytes of
 * padding), then the end of the stream: lzvn_decode's computed-goto dispatch runs. */
#include <assert.h>
#include <stdint.h>
#include "lzfse.h"

unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
    uint8_t src[32] = {'b', 'v', 'x', 'n', 1, 0, 0, 0, 10, 0, 0, 0,
                       0xE1, 0, 0x06, 0, 0, 0, 0, 0, 0, 0, 'b', 'v', 'x', '$'};
    src[13] = __VERIFIER_nondet_uchar();
    src[12] = __VERIFIER_nondet_uchar() | 0xE0;
    uint8_t dst[16];
    size_t n = lzfse_decode_buffer(dst, sizeof dst, src, 26, NULL);
    if (src[12] == 0xE1) {
        assert(n == 1 && dst[0] == src[13]);
    }
    assert(n <= sizeof dst);
    return 0;
}
