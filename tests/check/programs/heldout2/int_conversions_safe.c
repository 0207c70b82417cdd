/* Integer conversions as gcc does them on x86-64: narrowing to signed types keeps the low
 * bits (implementation-defined, two's complement), char is signed, promotions of small
 * unsigned types go to int, and unsigned arithmetic wraps. */
#include <assert.h>
#include <limits.h>
#include <stdint.h>
extern unsigned __VERIFIER_nondet_uint(void);

int main(void)
{
  unsigned u = __VERIFIER_nondet_uint();
  signed char sc = (signed char)(u & 0xff);
  unsigned char uc = (unsigned char)u;
  assert(sc == (uc > 127 ? (int)uc - 256 : (int)uc));
  assert((int)(unsigned char)sc == uc);
  unsigned short a = 65535, b = 1;
  assert(a + b == 65536); /* promoted to int */
  assert((unsigned short)(a + b) == 0);
  assert((int)3000000000u == -1294967296);
  char c = (char)200;
  assert(c < 0 && c == -56);
  uint8_t x = (uint8_t)u;
  assert((uint8_t)(x << 4) == (uint8_t)((u & 0x0f) << 4));
  assert(-1 < 0u ? 0 : 1); /* -1 converted to unsigned: UINT_MAX */
  assert((long)(int)u == (long)(int32_t)u);
  assert((u >> 31) == (unsigned)((int)u < 0));
  unsigned long long big = (unsigned long long)u * 4294967296ULL;
  assert((unsigned)(big >> 32) == u);
  return 0;
}
