/* Shifts: unsigned, arithmetic right shift of negatives, promotion of the left operand. */
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
  unsigned int s = __VERIFIER_nondet_uint();
  __VERIFIER_assume(s < 32u);
  unsigned int one = 1u << s;
  assert(one != 0u); // expect: holds
  assert(one > 1u); // expect: fails witness=0
  unsigned int x = __VERIFIER_nondet_uint();
  assert(((x << 1) >> 1) == x); // expect: fails witness=5,2147483648
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n < 0);
  assert((n >> 31) == -1); // expect: holds
  unsigned long big = 1ul << 40;
  assert((big >> 40) == 1ul && (big >> s) != 0); // expect: holds
  unsigned char c = 0x80;
  assert((c << 1) == 256); // expect: holds
  assert((unsigned char)(c << 1) == 0); // expect: holds
  assert((x >> s) <= x); // expect: holds
  return 0;
}
