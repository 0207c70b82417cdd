/* Hex encoding with a digit table and decoding back; the decoder maps 'a'..'f' with an off
 * by one ('a' - 9), so bytes with a low nibble of 10..15 do not round-trip. */
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

static const char digits[] = "0123456789abcdef";

static void encode(unsigned char b, char out[2])
{
  out[0] = digits[b >> 4];
  out[1] = digits[b & 0x0f];
}

static int nibble(char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 9; /* should be + 10 */
  return -1;
}

int main(void)
{
  unsigned char b = __VERIFIER_nondet_uchar();
  char h[2];
  encode(b, h);
  int hi = nibble(h[0]), lo = nibble(h[1]);
  assert(hi >= 0 && lo >= 0);
  assert(((hi << 4) | lo) == b);
  return 0;
}
