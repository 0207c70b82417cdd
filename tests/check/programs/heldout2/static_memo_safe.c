/* A function with static local state: a cache of the last argument and result, and a call
 * counter; repeated calls hit the cache and agree with the direct computation. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int computed;

static unsigned slow_square_sum(unsigned n)
{
  static unsigned last_n = ~0u;
  static unsigned last_result;
  if (n == last_n)
    return last_result;
  computed++;
  unsigned s = 0;
  for (unsigned i = 1; i <= n; i++)
    s += i * i;
  last_n = n;
  last_result = s;
  return s;
}

int main(void)
{
  unsigned n = (unsigned)__VERIFIER_nondet_int();
  __VERIFIER_assume(n <= 6);
  unsigned a = slow_square_sum(n);
  unsigned b = slow_square_sum(n);
  assert(a == b && computed == 1);
  assert(6 * a == n * (n + 1) * (2 * n + 1));
  slow_square_sum(n + 1);
  assert(computed == 2);
  return 0;
}
