/* A harness a user of LZ4's block format writes (lz4.c, lz4.h unchanged from the lz4 4.4.5
 * sdist's lz4libs/; BSD-2, the licence is lz4.c's own header; python-lz4's LICENSE beside):
 * a known block, a block whose token is an input byte, and a compress/decompress round trip
 * of six input bytes (fewer than 13: one token and six literals). Lines 29 and 30 fail: a
 * token 0x20..0x2f makes "xy" a block of two literals (gcc: m = 2 for exactly those 16
 * values; every other token is refused, m < 0). lz4.c's `#ifndef assert` left assert a
 * no-op for the whole file, harness included, when errlang's assert was no macro. */
#include <assert.h>
#include <string.h>
#include "lz4.c"

unsigned char nondet_uchar(void);

int main(void) {
  const char block[] = {0x30, 'a', 'b', 'c'};
  char out[16];
  int n = LZ4_decompress_safe(block, out, 4, sizeof out);
  assert(n == 3);
  assert(memcmp(out, "abc", 3) == 0);

  char in[3];
  in[0] = (char)nondet_uchar();
  in[1] = 'x';
  in[2] = 'y';
  char small[8];
  int m = LZ4_decompress_safe(in, small, 3, sizeof small);
  assert(m <= (int)sizeof small);
  assert(m != 1);
  assert(m < 0 || in[0] == 0x20);
  assert(m != 2);

  char src[6];
  for (int i = 0; i < 6; i++)
    src[i] = (char)nondet_uchar();
  char packed[LZ4_COMPRESSBOUND(6)];
  int c = LZ4_compress_default(src, packed, 6, sizeof packed);
  assert(c == 7);
  char back[6];
  assert(LZ4_decompress_safe(packed, back, c, sizeof back) == 6);
  assert(memcmp(src, back, 6) == 0);
  return 0;
}
