/* zstd's frame header parser (zstd/lib of the zstd 1.5.7.2 sdist; BSD or GPLv2, LICENSE.zstd):
 * the content size of a frame made by `zstd --no-check` of "hello", and of the same frame
 * with an input frame header descriptor. */
#include "zstd.h"
#include <assert.h>

unsigned char nondet_uchar(void);

int main(void) {
  unsigned char frame[14] = {0x28, 0xb5, 0x2f, 0xfd, 0x20, 0x05, 0x29,
                             0x00, 0x00, 0x68, 0x65, 0x6c, 0x6c, 0x6f};
  assert(ZSTD_getFrameContentSize(frame, sizeof frame) == 5);
  frame[4] = nondet_uchar();
  unsigned long long size = ZSTD_getFrameContentSize(frame, sizeof frame);
  /* an error, unknown, or a size read from the header's bytes */
  assert(size == ZSTD_CONTENTSIZE_ERROR || size == ZSTD_CONTENTSIZE_UNKNOWN || size < 70000);
  assert(size != 5); /* fails: the descriptor of the original frame */
  return 0;
}
