/* Models of <math.h> that are exact in IEEE arithmetic (no rounding of their own). */

double fabs(double x) { return x < 0 ? -x : (x == 0 ? 0.0 : x); }
float fabsf(float x) { return x < 0 ? -x : (x == 0 ? 0.0f : x); }
double fmax(double x, double y) { return x != x ? y : (y != y ? x : (x > y ? x : y)); }
double fmin(double x, double y) { return x != x ? y : (y != y ? x : (x < y ? x : y)); }
float fmaxf(float x, float y) { return x != x ? y : (y != y ? x : (x > y ? x : y)); }
float fminf(float x, float y) { return x != x ? y : (y != y ? x : (x < y ? x : y)); }

/* Rounding: a double of magnitude 2^52 or more (or NaN, an infinity) is already an integer;
 * below, the conversion to long truncates exactly. A zero result keeps the argument's sign
 * (floor(-0.5) is -1.0, ceil(-0.5) is -0.0). */
double trunc(double x)
{
  if (!(x > -4503599627370496.0 && x < 4503599627370496.0))
    return x;
  double r = (double)(long)x;
  return r == 0.0 ? x * 0.0 : r; /* x * 0.0: a zero of x's sign */
}

double floor(double x)
{
  double r = trunc(x);
  return r > x ? r - 1.0 : r;
}

double ceil(double x)
{
  double r = trunc(x);
  if (r < x)
    r = r + 1.0;
  return r == 0.0 && x < 0 ? -0.0 : r;
}

/* halfway cases away from zero */
double round(double x)
{
  double r = trunc(x);
  double d = x - r; /* exact: |x| < 2^52 here, or d is 0 */
  if (d >= 0.5)
    r = r + 1.0;
  else if (d <= -0.5)
    r = r - 1.0;
  return r == 0.0 && x < 0 ? -0.0 : r;
}

float truncf(float x) { return (float)trunc(x); }
float floorf(float x) { return (float)floor(x); }
float ceilf(float x) { return (float)ceil(x); }
float roundf(float x) { return (float)round(x); }

double copysign(double x, double y)
{
  union { double d; unsigned long u; } a, b;
  a.d = x;
  b.d = y;
  a.u = (a.u & 0x7fffffffffffffffUL) | (b.u & 0x8000000000000000UL);
  return a.d;
}

float copysignf(float x, float y) { return (float)copysign(x, y); }
