/* Type punning through a union on a little-endian machine. */
#include <assert.h>
#include <stdint.h>
extern unsigned int __VERIFIER_nondet_uint(void);
extern unsigned char __VERIFIER_nondet_uchar(void);

typedef union {
  uint32_t word;
  uint16_t half[2];
  uint8_t byte[4];
} reg32_t;

int main(void)
{
  reg32_t r;
  r.word = __VERIFIER_nondet_uint();
  assert(r.byte[0] == (r.word & 0xff));
  assert(r.byte[3] == (r.word >> 24));
  assert(r.half[1] == (uint16_t)(r.word >> 16));
  r.byte[1] = __VERIFIER_nondet_uchar();
  assert(((r.word >> 8) & 0xff) == r.byte[1]);
  assert(sizeof(reg32_t) == 4);
  return 0;
}
