/* assert() from <assert.h>: a saturating add that forgets the negative side (the narrowing
 * conversion of an out-of-range long is gcc's modulo 2^32). */
#include <assert.h>
#include <limits.h>
extern int __VERIFIER_nondet_int(void);

int sat_add(int a, int b)
{
  long sum = (long)a + b;
  if (sum > INT_MAX)
    return INT_MAX;
  return (int)sum;
}

int main(void)
{
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int s = sat_add(a, b);
  if (a >= 0 && b >= 0)
    assert(s >= a);
  if (a < 0 && b < 0)
    assert(s < 0);
  return 0;
}
