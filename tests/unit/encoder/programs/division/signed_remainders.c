/* Division and remainder of small values in int and long, negative operands included: C's
   truncation toward zero and a remainder with the dividend's sign (tests/unit/encoder/
   test_division_check.py). Every assertion holds but the one marked FAILS (a negative x). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < -1000 || x > 1000) return 0;
  int q = x / 7, r = x % 7;
  assert(q * 7 + r == x);
  assert(r > -7 && r < 7);
  assert(x >= 0 || r <= 0);
  assert(-x / 7 == -q);
  long days = (long)x * 1461 + __VERIFIER_nondet_uchar();
  assert(days % 1461 >= 0 || x < 0);
  unsigned u = (unsigned)(x + 1000);
  assert(u / 10 <= 200 && u % 10 < 10);
  assert(r >= 0); /* FAILS: -1 % 7 == -1 */
  return 0;
}
