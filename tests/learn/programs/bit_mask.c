// oracle-file: domain=0:3 loop-bound=3
/* Bit-level arithmetic: an 8-bit permission mask changed by three operations (grant, revoke,
 * flip a bit 0..2, or rotate the whole mask left), then counted with the parallel bit-count
 * trick. Bit 3 can only be reached by rotating, and two bits with bit 3 is the failure. */
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

static unsigned char mask;

static void grant(unsigned bit) { mask |= (unsigned char)(1u << bit); }

static void revoke(unsigned bit) { mask &= (unsigned char)~(1u << bit); }

static void flip(unsigned bit) { mask ^= (unsigned char)(1u << bit); }

static void rotate(void) { mask = (unsigned char)((mask << 1) | (mask >> 7)); }

static unsigned popcount(unsigned char m) {
  unsigned v = m;
  v = v - ((v >> 1) & 0x55u);
  v = (v & 0x33u) + ((v >> 2) & 0x33u);
  return (v + (v >> 4)) & 0x0fu;
}

int main(void) {
  for (int step = 0; step < 3; step++) {
    unsigned op = __VERIFIER_nondet_uint();
    __VERIFIER_assume(op <= 3);
    if (op == 3) {
      rotate();
      continue;
    }
    unsigned bit = __VERIFIER_nondet_uint();
    __VERIFIER_assume(bit <= 2);
    if (op == 0)
      grant(bit);
    else if (op == 1)
      revoke(bit);
    else
      flip(bit);
  }
  assert(!(popcount(mask) == 2 && (mask & 0x8u) != 0)); // oracle: alphabet=functions
  return 0;
}
