/* Integer square root by Newton's method against the library's sqrt; the loop stops one
 * step early, so for some inputs the estimate is one too large. */
#include <assert.h>
#include <math.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

static unsigned isqrt(unsigned n)
{
  if (n < 2)
    return n;
  unsigned x = n / 2;
  unsigned y = (x + n / x) / 2;
  for (int i = 0; i < 2 && y < x; i++) { /* too few iterations */
    x = y;
    y = (x + n / x) / 2;
  }
  return x;
}

int main(void)
{
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n < 1000);
  unsigned r = (unsigned)sqrt((double)n);
  assert(r * r <= n && (r + 1) * (r + 1) > n);
  assert(isqrt(n) == r);
  return 0;
}
