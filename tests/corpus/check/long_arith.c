/* 64-bit arithmetic, signed wrap-around (-fwrapv), division rounding, LP64 comparisons. */
#include <assert.h>
#include <limits.h>
extern long __VERIFIER_nondet_long(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int a = __VERIFIER_nondet_int();
  __VERIFIER_assume(a > 0);
  assert(a + 1 > 0); // expect: fails witness=2147483647
  long wide = (long)a + 1;
  assert(wide > 0); // expect: holds
  assert(-7 / 2 == -3 && -7 % 2 == -1 && 7 % -2 == 1); // expect: holds
  assert(-1L < 1u && !(-1 < 1u) && !(-1L < 1ul)); // expect: holds
  int i = INT_MAX;
  i++;
  assert(i == INT_MIN); // expect: holds
  long b = __VERIFIER_nondet_long();
  __VERIFIER_assume(b > 1000000L && b < 2000000L);
  long sq = b * b;
  assert(sq > 0); // expect: holds
  assert(sq % 1000 != 1); // expect: fails witness=1,1000001
  unsigned long mix = (unsigned)a * 4ul;
  assert(mix / 4 == (unsigned long)a); // expect: holds
  long neg = -b;
  assert(neg / 1000 * 1000 + neg % 1000 == neg); // expect: holds
  return 0;
}
