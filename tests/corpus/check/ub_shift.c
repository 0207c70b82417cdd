/* Shifts by a negative amount or by the width or more block the run. */
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);

int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  int s = __VERIFIER_nondet_int();
  unsigned int y = x << s;
  assert(s >= 0 && s < 32); // expect: holds
  unsigned long z = 1ul << s;
  assert(z != 0 && z <= 2147483648ul); // expect: holds
  assert(y != 0 || x == 0 || s > 0); // expect: holds
  assert(y != 0 || x == 0); // expect: fails witness=2147483648,1
  return 0;
}
