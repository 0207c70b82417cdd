/* Models of <math.h> functions that are exact by the IEEE binary64 bit layout (eighth session:
 * Lua's lstrlib/lobject call them): ldexp and scalbn (a multiplication by a power of two,
 * rounded once, as musl's scalbn), frexp (the exponent field read, subnormals scaled by 2^54
 * first). glibc's ldexp sets errno to ERANGE when a finite non-zero argument overflows to an
 * infinity or underflows to zero; scalbn does not touch errno. */
#include <errno.h>

/* 2^k for -1022 <= k <= 1023, built from its bits */
static double __errlang_pow2(int k)
{
  union { double d; unsigned long u; } v;
  v.u = (unsigned long)(0x3ff + k) << 52;
  return v.d;
}

double scalbn(double x, int n)
{
  double y = x;
  if (n > 1023) {
    y = y * __errlang_pow2(1023);
    n = n - 1023;
    if (n > 1023) {
      y = y * __errlang_pow2(1023);
      n = n - 1023;
      if (n > 1023)
        n = 1023;
    }
  } else if (n < -1022) {
    /* 2^-1022 * 2^53: the last step rounds once, into the subnormals (musl's scalbn) */
    y = y * (__errlang_pow2(-1022) * __errlang_pow2(53));
    n = n + 1022 - 53;
    if (n < -1022) {
      y = y * (__errlang_pow2(-1022) * __errlang_pow2(53));
      n = n + 1022 - 53;
      if (n < -1022)
        n = -1022;
    }
  }
  return y * __errlang_pow2(n);
}

double ldexp(double x, int n)
{
  double r;
  if (x != x || x == 0.0 || x - x != 0.0)
    return x + x; /* NaN, an infinity or a zero (glibc's __ldexp) */
  r = scalbn(x, n);
  if (r == 0.0 || r - r != 0.0)
    errno = ERANGE;
  return r;
}

double frexp(double x, int *e)
{
  union { double d; unsigned long u; } v;
  int field;
  v.d = x;
  field = (int)(v.u >> 52 & 0x7ff);
  if (field == 0) {
    if (x == 0.0) {
      *e = 0;
      return x;
    }
    v.d = x * __errlang_pow2(54); /* a subnormal: exact */
    field = (int)(v.u >> 52 & 0x7ff) - 54;
  } else if (field == 0x7ff) {
    *e = 0; /* glibc: an infinity or NaN is returned, *e is 0 */
    return x + x;
  }
  *e = field - 1022;
  v.u = (v.u & 0x800fffffffffffffUL) | 0x3fe0000000000000UL;
  return v.d;
}
