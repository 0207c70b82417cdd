/* Models of strtod, strtof and atof (C11 7.22.1.3), correctly rounded as glibc's where they
 * give a value: a decimal whose significant digits fit 2^53 (2^24 for strtof) and whose power
 * of ten is at most 22 (10 for strtof) is converted with one IEEE operation on exact operands
 * (Clinger's fast path: one rounding, the correct one), as are zero, inf, infinity and nan.
 * Any other number (more digits, a larger exponent, a hexadecimal float) cuts the run visibly
 * (__errlang_unsupported) rather than giving a value that could differ from gcc's in the last
 * bit. Where no number is read, the result is 0 and *end is the string. */
#include <ctype.h>
#include <stddef.h>

void __errlang_unsupported(const char *);

/* The parts of the decimal at ``s``: sign, significant digits (at most 19) and the power of
 * ten; the number's end (``s`` itself when there is none); 1 for inf, 2 for nan, 0 for a
 * number, -1 when more than 19 significant digits are needed. */
int __errlang_decimal(const char *s, const char **end, int *negative, unsigned long *digits,
                      int *power)
{
  const char *p = s;
  int seen = 0, exponent = 0, kind = 0, count = 0;
  unsigned long value = 0;
  *end = s;
  *negative = 0;
  *digits = 0;
  *power = 0;
  while (isspace((unsigned char)*p))
    p++;
  if (*p == '-' || *p == '+') {
    *negative = *p == '-';
    p++;
  }
  if (tolower((unsigned char)p[0]) == 'i' && tolower((unsigned char)p[1]) == 'n' &&
      tolower((unsigned char)p[2]) == 'f') {
    p += 3;
    if (tolower((unsigned char)p[0]) == 'i' && tolower((unsigned char)p[1]) == 'n' &&
        tolower((unsigned char)p[2]) == 'i' && tolower((unsigned char)p[3]) == 't' &&
        tolower((unsigned char)p[4]) == 'y')
      p += 5;
    *end = p;
    return 1;
  }
  if (tolower((unsigned char)p[0]) == 'n' && tolower((unsigned char)p[1]) == 'a' &&
      tolower((unsigned char)p[2]) == 'n') {
    *end = p + 3;
    return 2;
  }
  if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
    return 3;
  while (*p >= '0' && *p <= '9') {
    seen = 1;
    if (value != 0 || *p != '0') {
      if (count == 19)
        kind = -1;
      else {
        value = value * 10 + (unsigned long)(*p - '0');
        count++;
      }
      if (kind == -1)
        exponent++;
    }
    p++;
  }
  if (*p == '.') {
    p++;
    while (*p >= '0' && *p <= '9') {
      seen = 1;
      if (value != 0 || *p != '0') {
        if (count == 19)
          kind = -1;
        else {
          value = value * 10 + (unsigned long)(*p - '0');
          count++;
          exponent--;
        }
      } else
        exponent--;
      p++;
    }
  }
  if (!seen)
    return 0;
  if ((*p == 'e' || *p == 'E') &&
      ((p[1] >= '0' && p[1] <= '9') ||
       ((p[1] == '-' || p[1] == '+') && p[2] >= '0' && p[2] <= '9'))) {
    int sign = 1, e = 0;
    p++;
    if (*p == '-' || *p == '+') {
      sign = *p == '-' ? -1 : 1;
      p++;
    }
    while (*p >= '0' && *p <= '9') {
      if (e < 100000)
        e = e * 10 + (*p - '0');
      p++;
    }
    exponent += sign * e;
  }
  *end = p;
  *digits = value;
  *power = exponent;
  return kind;
}

double strtod(const char *s, char **end)
{
  const char *after;
  int negative, power, kind;
  unsigned long digits;
  double value, scale = 1.0;
  kind = __errlang_decimal(s, &after, &negative, &digits, &power);
  if (end)
    *end = (char *)after;
  if (kind == 1)
    return negative ? -(1.0 / 0.0) : 1.0 / 0.0;
  if (kind == 2)
    return negative ? -(0.0 / 0.0) : 0.0 / 0.0;
  if (kind == 3 || kind == -1) {
    __errlang_unsupported("strtod: a hexadecimal float or more than 19 significant digits "
                          "is not modelled exactly");
    return 0.0;
  }
  if (digits == 0)
    return negative ? -0.0 : 0.0;
  while (power > 22 && digits <= 900719925474099UL) { /* exact: still below 2^53 */
    digits = digits * 10;
    power--;
  }
  if (digits > 9007199254740992UL || power > 22 || power < -22) {
    __errlang_unsupported("strtod: a decimal beyond 2^53 significant or 10^22 is not "
                          "modelled exactly");
    return 0.0;
  }
  value = (double)digits; /* exact: below 2^53 */
  if (power >= 0) {
    while (power > 0) { /* 10^power is exact in a double up to 10^22 */
      scale = scale * 10.0;
      power--;
    }
    value = value * scale;
  } else {
    while (power < 0) {
      scale = scale * 10.0;
      power++;
    }
    value = value / scale;
  }
  return negative ? -value : value;
}

float strtof(const char *s, char **end)
{
  const char *after;
  int negative, power, kind;
  unsigned long digits;
  float value, scale = 1.0f;
  kind = __errlang_decimal(s, &after, &negative, &digits, &power);
  if (end)
    *end = (char *)after;
  if (kind == 1)
    return negative ? -(1.0f / 0.0f) : 1.0f / 0.0f;
  if (kind == 2)
    return negative ? -(0.0f / 0.0f) : 0.0f / 0.0f;
  if (digits == 0 && kind == 0)
    return negative ? -0.0f : 0.0f;
  if (kind != 0 || digits > 16777216UL || power > 10 || power < -10) {
    __errlang_unsupported("strtof: a decimal beyond 2^24 significant or 10^10 is not "
                          "modelled exactly");
    return 0.0f;
  }
  value = (float)digits; /* exact: below 2^24 */
  if (power >= 0) {
    while (power > 0) { /* 10^power is exact in a float up to 10^10 */
      scale = scale * 10.0f;
      power--;
    }
    value = value * scale;
  } else {
    while (power < 0) {
      scale = scale * 10.0f;
      power++;
    }
    value = value / scale;
  }
  return negative ? -value : value;
}

double atof(const char *s)
{
  return strtod(s, 0);
}
