/* Division by zero blocks the run: the assertions after it only see d != 0. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int d = __VERIFIER_nondet_int();
  int q = 100 / d;
  assert(d != 0); // expect: holds
  int r = 100 % d;
  assert(q * d + r == 100); // expect: holds
  assert(q != 50); // expect: fails witness=2
  assert(q >= -100 && q <= 100); // expect: holds
  if (__VERIFIER_nondet_int()) {
    int z = 1 / (d - d);
    assert(z == 12345); // expect: holds
  }
  return 0;
}
