/* Conversions at the edges of the ranges that are defined (C11 6.3.1.4p1: truncation toward
 * zero first): no finding; assertions agree with gcc. */
#include <assert.h>
extern double nondet_double(void);
int main(void) {
  double d = nondet_double();
  if (d > -2147483649.0 && d < 2147483648.0) {
    int i = (int)d;
    assert(i <= 2147483647);
  }
  if (d > -1.0 && d < 4294967296.0) {
    unsigned u = (unsigned)d;
    assert(d >= 0.0 || u == 0);
  }
  float f = -0.75f;
  unsigned char c = (unsigned char)f;
  assert(c == 0);
  return 0;
}
