/* A model of pow (C11 7.12.7.4, Annex F.10.4.4) where its result is exact: an integer
 * exponent |y| <= 63 on a finite normal x = m * 2^e (m odd) whose power m^|y| stays below
 * 2^53, with the result a normal double; and the special cases every C library agrees on:
 * pow(x, +-0) and pow(1, y) are 1, a NaN otherwise gives a NaN (pow(NaN, 0) and pow(1, NaN)
 * are 1 for a quiet NaN but a NaN for a signalling one in glibc: cut). glibc's pow errs by
 * less than 2^-68 relative before its one rounding, so an exactly representable result is
 * returned exactly; the model computes it in integers and builds the double from its bits
 * (no floating-point product: cheaper to solve). Every other case (a fraction or a large
 * exponent, a zero, an infinity or a subnormal x, a result that is not exact or would overflow
 * or underflow) cuts the run visibly (__errlang_unsupported) rather than give a value that
 * could differ from glibc's in the last bit. Checked against glibc bit for bit on 1.7M random
 * and special pairs and 4.8M exact powers (tests/realc/test_realc_round11.py). ujson's decoder
 * scales a number by pow(10.0, exponent): eleventh round, docs/realc.md. */

void __errlang_unsupported(const char *);

/* a * b for factors below 2^53, or 2^53 when the product is not below it (a "too large" mark
 * that stays too large): bit lengths summing to at most 54 keep the product within 64 bits */
static unsigned long __errlang_pow_times(unsigned long a, unsigned long b)
{
  unsigned long p;
  if (a >= 0x20000000000000UL || b >= 0x20000000000000UL ||
      (64 - __builtin_clzl(a)) + (64 - __builtin_clzl(b)) > 54)
    return 0x20000000000000UL;
  p = a * b;
  return p < 0x20000000000000UL ? p : 0x20000000000000UL;
}

double pow(double x, double y)
{
  union { double d; unsigned long u; } v;
  unsigned long base, power;
  int n, k, field, zeros, top;
  if (x != x || y != y) {
    if (y == 0.0 || x == 1.0) /* 1 for a quiet NaN, a NaN for a signalling one (glibc) */
      __errlang_unsupported("pow of a NaN by 0 or of 1 by a NaN has no model in errlang");
    return x + y;
  }
  if (y == 0.0 || x == 1.0)
    return 1.0;
  if (!(y >= -63.0 && y <= 63.0) || y != (double)(int)y) {
    __errlang_unsupported("pow with an exponent that is not an integer of at most 63 has no "
                          "exact model in errlang");
    return 0.0;
  }
  v.d = x;
  field = (int)(v.u >> 52 & 0x7ff);
  if (field == 0 || field == 0x7ff) {
    __errlang_unsupported("pow of a zero, an infinity or a subnormal has no model in errlang");
    return 0.0;
  }
  n = (int)y;
  if (n < 0)
    n = -n;
  /* |x| = base * 2^(field - 1075 + zeros), base odd; |x|^n = base^n * 2^k */
  base = (v.u & 0xfffffffffffffUL) | 0x10000000000000UL;
  zeros = __builtin_ctzl(base);
  base = base >> zeros;
  k = (field - 1075 + zeros) * n;
  /* base^n by squaring, in integers: exact below 2^53, marked 2^53 past it */
  power = 1;
  if (n & 1)
    power = base;
  base = __errlang_pow_times(base, base);
  if (n & 2)
    power = __errlang_pow_times(power, base);
  base = __errlang_pow_times(base, base);
  if (n & 4)
    power = __errlang_pow_times(power, base);
  base = __errlang_pow_times(base, base);
  if (n & 8)
    power = __errlang_pow_times(power, base);
  base = __errlang_pow_times(base, base);
  if (n & 16)
    power = __errlang_pow_times(power, base);
  base = __errlang_pow_times(base, base);
  if (n & 32)
    power = __errlang_pow_times(power, base);
  if (power >= 0x20000000000000UL || (y < 0.0 && power != 1)) {
    __errlang_unsupported("pow whose result is not an exact double has no model in errlang");
    return 0.0;
  }
  if (y < 0.0)
    k = -k;
  /* power * 2^k with power in [2^top, 2^(top+1)): a normal double when its exponent
   * top + k is within [-1022, 1023], built from its bits */
  top = 63 - __builtin_clzl(power);
  if (top + k < -1022 || top + k > 1023) {
    __errlang_unsupported("pow whose result overflows or is subnormal has no model in errlang");
    return 0.0;
  }
  v.u = ((v.u >> 63) && (n & 1) ? 0x8000000000000000UL : 0) |
        (unsigned long)(top + k + 1023) << 52 | ((power << (52 - top)) & 0xfffffffffffffUL);
  return v.d;
}

/* powf where its result is exact: pow's model on the floats widened (exact), the result a
 * normal float it equals; every other case cut as pow's. glibc's powf is then exact too: equal
 * bit for bit on every exact power of an odd integer below 2^24 and on random pairs
 * (tests/realc/test_realc_round11.py). */
float powf(float x, float y)
{
  double r;
  if (x != x || y != y) {
    if (y == 0.0f || x == 1.0f) /* 1 for a quiet NaN, a NaN for a signalling one (glibc) */
      __errlang_unsupported("powf of a NaN by 0 or of 1 by a NaN has no model in errlang");
    return x + y;
  }
  if (y == 0.0f || x == 1.0f)
    return 1.0f;
  r = pow((double)x, (double)y);
  if ((double)(float)r != r || !(r >= 0x1p-126 || r <= -0x1p-126)) {
    __errlang_unsupported("powf whose result is not an exact normal float has no model in "
                          "errlang");
    return 0.0f;
  }
  return (float)r;
}
