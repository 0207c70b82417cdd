/* A bitset over 64-bit words that builds its mask with a plain int 1: for bit positions of 31
 * and above the shift overflows or exceeds the width of int (undefined behaviour). */
#include <stdint.h>
extern unsigned __VERIFIER_nondet_uint(void);

#define BITS 128
static uint64_t words[BITS / 64];

static void set_bit(unsigned i) { words[i / 64] |= (uint64_t)(1 << (i % 64)); }
static int test_bit(unsigned i) { return (words[i / 64] >> (i % 64)) & 1; }

int main(void)
{
  unsigned i = __VERIFIER_nondet_uint() % BITS;
  set_bit(i);
  return test_bit(i);
}
