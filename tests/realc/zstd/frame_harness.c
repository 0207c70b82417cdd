/* A user's test of zstd's decompressor (zstd/lib of the zstd 1.5.7.2 sdist; BSD or GPLv2,
 * LICENSE.zstd), built with -DZSTD_DISABLE_ASM: a frame made by `zstd --no-check` of "hello",
 * its content size, and the same frame with one input byte (the frame header descriptor). */
#include "zstd.h"
#include <assert.h>
#include <string.h>

unsigned char nondet_uchar(void);

int main(void) {
  unsigned char frame[14] = {0x28, 0xb5, 0x2f, 0xfd, 0x20, 0x05, 0x29,
                             0x00, 0x00, 0x68, 0x65, 0x6c, 0x6c, 0x6f};
  char out[8];
  assert(ZSTD_getFrameContentSize(frame, sizeof frame) == 5);
  size_t n = ZSTD_decompress(out, sizeof out, frame, sizeof frame);
  assert(n == 5 && memcmp(out, "hello", 5) == 0);
  frame[4] = nondet_uchar();
  n = ZSTD_decompress(out, sizeof out, frame, sizeof frame);
  assert(ZSTD_isError(n) || n <= sizeof out);
  assert(ZSTD_isError(n) || n == 5); /* fails? a descriptor that reads a shorter frame */
  return 0;
}
