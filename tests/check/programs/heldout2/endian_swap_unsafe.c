/* Reading a big-endian 32-bit field from a byte buffer: the hand-written conversion shifts
 * a char that may be negative, so bytes of 0x80 and above smear ones into higher bits. */
#include <assert.h>
#include <stdint.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

static uint32_t read_be32(const char *p)
{
  return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

int main(void)
{
  unsigned char raw[4];
  for (int i = 0; i < 4; i++)
    raw[i] = __VERIFIER_nondet_uchar();
  uint32_t expect = ((uint32_t)raw[0] << 24) | ((uint32_t)raw[1] << 16) | ((uint32_t)raw[2] << 8) | raw[3];
  assert(read_be32((const char *)raw) == expect);
  return 0;
}
