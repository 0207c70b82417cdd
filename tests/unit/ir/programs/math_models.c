/* <math.h> models against gcc: every assertion holds in gcc (-lm) and in errlang (test_math_models.py). */
#include <math.h>
#include <assert.h>
int main(void) {
  assert(floor(2.5) == 2.0 && signbit(floor(2.5)) == 0);
  assert(ceil(2.5) == 3.0 && signbit(ceil(2.5)) == 0);
  assert(trunc(2.5) == 2.0 && signbit(trunc(2.5)) == 0);
  assert(round(2.5) == 3.0 && signbit(round(2.5)) == 0);
  assert(floor(-2.5) == -3.0 && signbit(floor(-2.5)) == 1);
  assert(ceil(-2.5) == -2.0 && signbit(ceil(-2.5)) == 1);
  assert(trunc(-2.5) == -2.0 && signbit(trunc(-2.5)) == 1);
  assert(round(-2.5) == -3.0 && signbit(round(-2.5)) == 1);
  assert(floor(0.5) == 0.0 && signbit(floor(0.5)) == 0);
  assert(ceil(0.5) == 1.0 && signbit(ceil(0.5)) == 0);
  assert(trunc(0.5) == 0.0 && signbit(trunc(0.5)) == 0);
  assert(round(0.5) == 1.0 && signbit(round(0.5)) == 0);
  assert(floor(-0.5) == -1.0 && signbit(floor(-0.5)) == 1);
  assert(ceil(-0.5) == -0.0 && signbit(ceil(-0.5)) == 1);
  assert(trunc(-0.5) == -0.0 && signbit(trunc(-0.5)) == 1);
  assert(round(-0.5) == -1.0 && signbit(round(-0.5)) == 1);
  assert(floor(-0.4) == -1.0 && signbit(floor(-0.4)) == 1);
  assert(ceil(-0.4) == -0.0 && signbit(ceil(-0.4)) == 1);
  assert(trunc(-0.4) == -0.0 && signbit(trunc(-0.4)) == 1);
  assert(round(-0.4) == -0.0 && signbit(round(-0.4)) == 1);
  assert(floor(0.0) == 0.0 && signbit(floor(0.0)) == 0);
  assert(ceil(0.0) == 0.0 && signbit(ceil(0.0)) == 0);
  assert(trunc(0.0) == 0.0 && signbit(trunc(0.0)) == 0);
  assert(round(0.0) == 0.0 && signbit(round(0.0)) == 0);
  assert(floor(-0.0) == -0.0 && signbit(floor(-0.0)) == 1);
  assert(ceil(-0.0) == -0.0 && signbit(ceil(-0.0)) == 1);
  assert(trunc(-0.0) == -0.0 && signbit(trunc(-0.0)) == 1);
  assert(round(-0.0) == -0.0 && signbit(round(-0.0)) == 1);
  assert(floor(1e+300) == 1e+300 && signbit(floor(1e+300)) == 0);
  assert(ceil(1e+300) == 1e+300 && signbit(ceil(1e+300)) == 0);
  assert(trunc(1e+300) == 1e+300 && signbit(trunc(1e+300)) == 0);
  assert(round(1e+300) == 1e+300 && signbit(round(1e+300)) == 0);
  assert(floor(-1e-300) == -1.0 && signbit(floor(-1e-300)) == 1);
  assert(ceil(-1e-300) == -0.0 && signbit(ceil(-1e-300)) == 1);
  assert(trunc(-1e-300) == -0.0 && signbit(trunc(-1e-300)) == 1);
  assert(round(-1e-300) == -0.0 && signbit(round(-1e-300)) == 1);
  assert(floor(4503599627370497.0) == 4503599627370497.0 && signbit(floor(4503599627370497.0)) == 0);
  assert(ceil(4503599627370497.0) == 4503599627370497.0 && signbit(ceil(4503599627370497.0)) == 0);
  assert(trunc(4503599627370497.0) == 4503599627370497.0 && signbit(trunc(4503599627370497.0)) == 0);
  assert(round(4503599627370497.0) == 4503599627370497.0 && signbit(round(4503599627370497.0)) == 0);
  assert(floor(-7.999999999999999) == -8.0 && signbit(floor(-7.999999999999999)) == 1);
  assert(ceil(-7.999999999999999) == -7.0 && signbit(ceil(-7.999999999999999)) == 1);
  assert(trunc(-7.999999999999999) == -7.0 && signbit(trunc(-7.999999999999999)) == 1);
  assert(round(-7.999999999999999) == -8.0 && signbit(round(-7.999999999999999)) == 1);
  assert(floor(3.0) == 3.0 && signbit(floor(3.0)) == 0);
  assert(ceil(3.0) == 3.0 && signbit(ceil(3.0)) == 0);
  assert(trunc(3.0) == 3.0 && signbit(trunc(3.0)) == 0);
  assert(round(3.0) == 3.0 && signbit(round(3.0)) == 0);
  assert(copysign(3.0, -0.0) == -3.0 && copysign(-2.0, 1.0) == 2.0);
  assert(isnan(NAN) && !isnan(1.0) && isinf(INFINITY) && !isinf(1e308) && isfinite(1e308) && !isfinite(-INFINITY));
  assert(floorf(-1.5f) == -2.0f && roundf(0.5f) == 1.0f && isnan(floor(NAN)) && floor(-INFINITY) == -INFINITY);
  /* sqrt: IEEE's correctly rounded square root (z3's fpSqrt, round to nearest even) */
  assert(sqrt(4.0) == 2.0 && sqrt(0.25) == 0.5 && sqrt(2.0) == 1.4142135623730951);
  assert(sqrt(3.0) == 1.7320508075688772 && sqrt(1e-310) == 9.999999999999986e-156);
  assert(sqrtf(2.0f) == 1.41421354f && sqrtf(16.0f) == 4.0f);
  assert(sqrt(-0.0) == 0.0 && signbit(sqrt(-0.0)) == 1 && isnan(sqrt(-1.0)));
  assert(sqrt(INFINITY) == INFINITY && isnan(sqrt(NAN)) && sqrt(2) * sqrt(2) != 2.0);
  return 0;
}
