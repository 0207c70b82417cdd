/* sqrt on exact squares and a distance check: sqrt is correctly rounded, so sqrt(k*k) is k
 * exactly and the distance to a point on an axis is its coordinate. */
#include <assert.h>
#include <math.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static double dist(double x, double y) { return sqrt(x * x + y * y); }

int main(void)
{
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k <= 10000);
  double d = (double)k;
  assert(sqrt(d * d) == d);
  assert(dist(d, 0.0) == d);
  assert(dist(3.0, 4.0) == 5.0);
  double s = sqrt(d);
  assert(s >= 0.0 && s <= d + 1.0);
  assert(sqrt(2.0) * sqrt(2.0) != 2.0);
  return 0;
}
