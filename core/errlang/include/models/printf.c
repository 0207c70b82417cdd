/* Models of the printf family into buffers (C11 7.21.6.1, as glibc formats): sprintf, snprintf,
 * vsprintf, vsnprintf, asprintf write the exact bytes and return the count. Conversions:
 * d i u o x X c s p % n-less, with the flags - + space # 0, a width and a precision (numbers or
 * `*`), the length modifiers hh h l ll j z t; f F e E g G for doubles whose value is below 2^64
 * and whose binary fraction has at most 59 bits after removing trailing zeros (every double
 * from 1/128 up, and many below: their exact decimal expansion is computed, then rounded to
 * nearest, ties to even, as glibc rounds), inf and nan. Any other conversion (a A n, L), or a
 * double outside that range, cuts the run visibly (__errlang_unsupported): never a wrong
 * byte. */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void __errlang_unsupported(const char *);

/* One byte of output: kept while the buffer has room for it and the final zero. */
void __errlang_put(char *out, size_t cap, size_t *len, char c)
{
  if (*len + 1 < cap)
    out[*len] = c;
  *len = *len + 1;
}

void __errlang_pad(char *out, size_t cap, size_t *len, char c, int count)
{
  while (count > 0) {
    __errlang_put(out, cap, len, c);
    count--;
  }
}

/* An integer conversion: ``digits`` (most significant first, ``n`` of them) with sign, prefix,
 * precision zeros and width padding (C11 7.21.6.1p6). */
void __errlang_put_number(char *out, size_t cap, size_t *len, const char *digits, int n,
                          char sign, const char *prefix, int zeros, int width, int left,
                          int zero_pad)
{
  int prefix_length = prefix ? (int)strlen(prefix) : 0;
  int total = (sign ? 1 : 0) + prefix_length + zeros + n;
  int pad = width > total ? width - total : 0;
  int i = 0;
  if (zero_pad && !left) {
    zeros += pad;
    pad = 0;
  }
  if (!left)
    __errlang_pad(out, cap, len, ' ', pad);
  if (sign)
    __errlang_put(out, cap, len, sign);
  while (i < prefix_length) {
    __errlang_put(out, cap, len, prefix[i]);
    i++;
  }
  __errlang_pad(out, cap, len, '0', zeros);
  i = 0;
  while (i < n) {
    __errlang_put(out, cap, len, digits[i]);
    i++;
  }
  if (left)
    __errlang_pad(out, cap, len, ' ', pad);
}

/* The digits of ``value`` in ``base`` into ``digits`` (most significant first); their count. */
int __errlang_digits(unsigned long value, unsigned base, int upper, char *digits)
{
  char reversed[24];
  int n = 0, i = 0;
  const char *alphabet = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  do {
    reversed[n] = alphabet[value % base];
    value = value / base;
    n++;
  } while (value != 0);
  while (i < n) {
    digits[i] = reversed[n - 1 - i];
    i++;
  }
  return n;
}

void __errlang_put_integer(char *out, size_t cap, size_t *len, unsigned long magnitude,
                           char sign, char conversion, int alternate, int width, int precision,
                           int left, int zero_pad)
{
  char digits[24];
  int n = 0, zeros;
  unsigned base = conversion == 'o' ? 8 : (conversion == 'x' || conversion == 'X') ? 16 : 10;
  const char *prefix = 0;
  if (!(magnitude == 0 && precision == 0))
    n = __errlang_digits(magnitude, base, conversion == 'X', digits);
  zeros = precision > n ? precision - n : 0;
  if (alternate && conversion == 'o' && zeros == 0 && (n == 0 || digits[0] != '0'))
    zeros = 1;
  if (alternate && magnitude != 0 && conversion == 'x')
    prefix = "0x";
  if (alternate && magnitude != 0 && conversion == 'X')
    prefix = "0X";
  __errlang_put_number(out, cap, len, digits, n, sign, prefix, zeros, width, left,
                       zero_pad && precision < 0);
}

/* The decimal digits of |value| (finite), exactly: ``digits[0..count)`` with ``*point`` of
 * them before the decimal point, as many fraction digits as asked (at most ``fraction_limit``,
 * and none past ``significant_limit`` significant digits); ``*sticky`` is 1 when nonzero digits
 * follow. -1 when the value is outside what is formatted exactly (2^64 and above, or a binary
 * fraction of more than 200 bits: below about 2^-147). The binary fraction is a multiple of
 * 2^-shift kept in 32-bit limbs; each fraction digit is the carry out of multiplying by 10. */
int __errlang_exact_digits(double value, char *digits, int *point, int fraction_limit,
                           int significant_limit, int *sticky)
{
  unsigned long bits, mantissa, whole, fraction, product;
  unsigned int limbs[7];
  int exponent, shift, n, i = 0, j, count, spare, significant;
  memcpy(&bits, &value, sizeof bits);
  exponent = (int)((bits >> 52) & 0x7ff);
  mantissa = bits & 0xfffffffffffffUL;
  if (exponent != 0)
    mantissa = mantissa | 0x10000000000000UL;
  else
    exponent = 1;
  shift = 1075 - exponent; /* |value| = mantissa / 2^shift */
  while (shift > 0 && mantissa != 0 && (mantissa & 1) == 0) {
    mantissa = mantissa >> 1;
    shift--;
  }
  if (mantissa == 0)
    shift = 0;
  *sticky = 0;
  if (shift < -11 || shift > 200)
    return -1;
  if (shift <= 0) {
    n = __errlang_digits(mantissa << -shift, 10, 0, digits);
    *point = n;
    return n;
  }
  whole = shift >= 64 ? 0 : mantissa >> shift;
  fraction = shift >= 64 ? mantissa : mantissa & ((1UL << shift) - 1);
  n = __errlang_digits(whole, 10, 0, digits);
  *point = n;
  significant = whole == 0 ? 0 : n;
  count = (shift + 31) / 32;
  spare = 32 * count - shift; /* the fraction, left-aligned in ``count`` limbs */
  j = 0;
  while (j < count) {
    int d = 32 * j - spare;
    if (d >= 0)
      limbs[j] = d >= 64 ? 0 : (unsigned int)(fraction >> d);
    else
      limbs[j] = -d >= 32 ? 0 : (unsigned int)(fraction << -d);
    j++;
  }
  while (i < shift && i < fraction_limit && significant < significant_limit) {
    unsigned long carry = 0;
    j = 0;
    while (j < count) {
      product = (unsigned long)limbs[j] * 10 + carry;
      limbs[j] = (unsigned int)product;
      carry = product >> 32;
      j++;
    }
    digits[n] = (char)('0' + carry);
    if (carry != 0 || significant > 0)
      significant++;
    n++;
    i++;
  }
  j = 0;
  while (j < count) {
    if (limbs[j] != 0)
      *sticky = 1;
    j++;
  }
  return n;
}

/* The digit at ``i`` of an exact expansion of ``n`` digits (zeros after it). */
char __errlang_digit_at(const char *digits, int n, int i)
{
  return i < n ? digits[i] : '0';
}

/* ``digits`` rounded to its first ``keep`` digits, to nearest, ties to even (glibc's rounding
 * of the exact value; ``sticky``: nonzero digits follow the ``n`` given); 1 when the carry
 * made a new leading digit (the digits then moved right by one). */
int __errlang_round_digits(char *digits, int n, int keep, int sticky)
{
  int up = 0, i, k;
  if (keep >= n || keep < 0)
    return 0;
  if (digits[keep] > '5')
    up = 1;
  else if (digits[keep] == '5') {
    up = sticky;
    i = keep + 1;
    while (i < n) {
      if (digits[i] != '0')
        up = 1;
      i++;
    }
    if (!up && keep > 0)
      up = (digits[keep - 1] - '0') % 2 == 1;
  }
  if (!up)
    return 0;
  k = keep - 1;
  while (k >= 0 && digits[k] == '9') {
    digits[k] = '0';
    k--;
  }
  if (k >= 0) {
    digits[k]++;
    return 0;
  }
  i = keep;
  while (i > 0) {
    digits[i] = digits[i - 1];
    i--;
  }
  digits[0] = '1';
  return 1;
}

/* %f's body (no sign): the integer digits, the point, ``precision`` fraction digits. */
int __errlang_fixed_body(char *digits, int n, int point, int sticky, int precision,
                         int alternate, char *body)
{
  int length = 0, i = 0;
  if (__errlang_round_digits(digits, n, point + precision, sticky)) {
    point++;
    n++;
  }
  while (i < point) {
    body[length] = __errlang_digit_at(digits, n, i);
    length++;
    i++;
  }
  if (precision > 0 || alternate) {
    body[length] = '.';
    length++;
  }
  i = 0;
  while (i < precision) {
    body[length] = __errlang_digit_at(digits, n, point + i);
    length++;
    i++;
  }
  return length;
}

/* The decimal exponent of the first significant digit (0 for zero). */
int __errlang_first_digit(const char *digits, int n)
{
  int z = 0;
  while (z < n && digits[z] == '0')
    z++;
  return z;
}

/* %e's body (no sign): one digit, the point, ``precision`` digits, e, the exponent. */
int __errlang_exponent_body(char *digits, int n, int point, int sticky, int precision,
                            int alternate, int upper, char *body, int *exponent_out)
{
  int length = 0, i = 0, z = __errlang_first_digit(digits, n), exponent;
  if (z == n)
    exponent = 0; /* zero */
  else {
    if (__errlang_round_digits(digits, n, z + precision + 1, sticky)) {
      point++;
      n++;
    }
    z = __errlang_first_digit(digits, n);
    exponent = point - z - 1;
  }
  *exponent_out = exponent;
  body[length] = __errlang_digit_at(digits, n, z);
  length++;
  if (precision > 0 || alternate) {
    body[length] = '.';
    length++;
  }
  while (i < precision) {
    body[length] = __errlang_digit_at(digits, n, z + 1 + i);
    length++;
    i++;
  }
  body[length] = upper ? 'E' : 'e';
  body[length + 1] = exponent < 0 ? '-' : '+';
  length += 2;
  if (exponent < 0)
    exponent = -exponent;
  if (exponent >= 100) {
    body[length] = (char)('0' + exponent / 100);
    length++;
  }
  body[length] = (char)('0' + exponent / 10 % 10);
  body[length + 1] = (char)('0' + exponent % 10);
  return length + 2;
}

/* %f %F %e %E %g %G of a double (see the file's comment for the values formatted exactly). */
void __errlang_put_double(char *out, size_t cap, size_t *len, double value, char sign_flag,
                          int alternate, int width, int precision, int left, int zero_pad,
                          char conversion)
{
  unsigned long bits;
  char digits[340], copy[340], body[420];
  int n, point, length, sticky;
  int upper = conversion == 'F' || conversion == 'E' || conversion == 'G';
  char sign;
  memcpy(&bits, &value, sizeof bits);
  sign = (bits >> 63) ? '-' : sign_flag;
  if (((bits >> 52) & 0x7ff) == 0x7ff) {
    const char *word = (bits & 0xfffffffffffffUL) ? (upper ? "NAN" : "nan")
                                                  : (upper ? "INF" : "inf");
    __errlang_put_number(out, cap, len, word, 3, sign, 0, 0, width, left, 0);
    return;
  }
  if (precision < 0)
    precision = 6;
  if (precision > 300) {
    __errlang_unsupported("printf: a floating precision above 300 is not modelled");
    return;
  }
  if (conversion == 'f' || conversion == 'F')
    n = __errlang_exact_digits(value, digits, &point, precision + 1, 100000, &sticky);
  else
    n = __errlang_exact_digits(value, digits, &point, 100000,
                               (precision == 0 ? 1 : precision) + 2, &sticky);
  if (n < 0) {
    __errlang_unsupported("printf: a double of 2^64 or more, or below about 2^-147, is not "
                          "formatted exactly by errlang's model");
    return;
  }
  if (conversion == 'f' || conversion == 'F')
    length = __errlang_fixed_body(digits, n, point, sticky, precision, alternate, body);
  else if (conversion == 'e' || conversion == 'E') {
    int exponent;
    length = __errlang_exponent_body(digits, n, point, sticky, precision, alternate, upper,
                                     body, &exponent);
  } else { /* %g: C11 7.21.6.1p8 */
    int significant = precision == 0 ? 1 : precision, exponent;
    memcpy(copy, digits, sizeof copy);
    __errlang_exponent_body(copy, n, point, sticky, significant - 1, 0, upper, body,
                            &exponent);
    if (significant > exponent && exponent >= -4)
      length = __errlang_fixed_body(digits, n, point, sticky, significant - 1 - exponent,
                                    alternate, body);
    else
      length = __errlang_exponent_body(digits, n, point, sticky, significant - 1, alternate,
                                        upper, body, &exponent);
    if (!alternate) { /* trailing zeros of the fraction removed, then a bare point */
      int mark = 0, end, k = 0;
      while (k < length && body[k] != 'e' && body[k] != 'E')
        k++;
      end = k;
      while (mark < end && body[mark] != '.')
        mark++;
      if (mark < end) {
        int last = end;
        while (last > mark + 1 && body[last - 1] == '0')
          last--;
        if (last == mark + 1)
          last = mark;
        k = 0;
        while (end + k < length) {
          body[last + k] = body[end + k];
          k++;
        }
        length = last + k;
      }
    }
  }
  __errlang_put_number(out, cap, len, body, length, sign, 0, 0, width, left, zero_pad);
}

int __errlang_format(char *out, size_t cap, const char *format, va_list ap)
{
  size_t length = 0;
  const char *f = format;
  while (*f) {
    int left = 0, plus = 0, space = 0, alternate = 0, zero = 0, width = 0, precision = -1;
    int size = 0; /* -2 hh, -1 h, 0 int, 1 long (l ll j z t) */
    char c;
    if (*f != '%') {
      __errlang_put(out, cap, &length, *f);
      f++;
      continue;
    }
    f++;
    while (*f == '-' || *f == '+' || *f == ' ' || *f == '#' || *f == '0') {
      if (*f == '-')
        left = 1;
      else if (*f == '+')
        plus = 1;
      else if (*f == ' ')
        space = 1;
      else if (*f == '#')
        alternate = 1;
      else
        zero = 1;
      f++;
    }
    if (*f == '*') {
      width = va_arg(ap, int);
      if (width < 0) {
        left = 1;
        width = -width;
      }
      f++;
    } else
      while (*f >= '0' && *f <= '9') {
        width = width * 10 + (*f - '0');
        f++;
      }
    if (*f == '.') {
      f++;
      precision = 0;
      if (*f == '*') {
        precision = va_arg(ap, int);
        f++;
      } else
        while (*f >= '0' && *f <= '9') {
          precision = precision * 10 + (*f - '0');
          f++;
        }
    }
    if (*f == 'h') {
      size = -1;
      f++;
      if (*f == 'h') {
        size = -2;
        f++;
      }
    } else if (*f == 'l' || *f == 'j' || *f == 'z' || *f == 't') {
      size = 1;
      if (*f == 'l' && f[1] == 'l')
        f++;
      f++;
    }
    c = *f;
    if (c == 0)
      break;
    f++;
    if (c == 'd' || c == 'i') {
      long v = size == 1 ? va_arg(ap, long) : (long)va_arg(ap, int);
      unsigned long magnitude;
      if (size == -1)
        v = (short)v;
      if (size == -2)
        v = (signed char)v;
      magnitude = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
      __errlang_put_integer(out, cap, &length, magnitude,
                            v < 0 ? '-' : plus ? '+' : space ? ' ' : 0, 'd', 0, width,
                            precision, left, zero);
    } else if (c == 'u' || c == 'o' || c == 'x' || c == 'X') {
      unsigned long v =
          size == 1 ? va_arg(ap, unsigned long) : (unsigned long)va_arg(ap, unsigned int);
      if (size == -1)
        v = (unsigned short)v;
      if (size == -2)
        v = (unsigned char)v;
      __errlang_put_integer(out, cap, &length, v, 0, c, alternate, width, precision, left,
                            zero);
    } else if (c == 'c') {
      char one[1];
      one[0] = (char)va_arg(ap, int);
      __errlang_put_number(out, cap, &length, one, 1, 0, 0, 0, width, left, 0);
    } else if (c == 's') {
      const char *s = va_arg(ap, const char *);
      int n = 0;
      if (s == 0)
        s = precision < 0 || precision >= 6 ? "(null)" : "";
      while ((precision < 0 || n < precision) && s[n] != 0)
        n++;
      __errlang_put_number(out, cap, &length, s, n, 0, 0, 0, width, left, 0);
    } else if (c == 'p') {
      void *p = va_arg(ap, void *);
      if (p == 0)
        __errlang_put_number(out, cap, &length, "(nil)", 5, 0, 0, 0, width, left, 0);
      else
        __errlang_put_integer(out, cap, &length, (unsigned long)p,
                              plus ? '+' : space ? ' ' : 0, 'x', 1, width, precision, left,
                              zero);
    } else if (c == 'f' || c == 'F' || c == 'e' || c == 'E' || c == 'g' || c == 'G') {
      double v = va_arg(ap, double);
      __errlang_put_double(out, cap, &length, v, plus ? '+' : space ? ' ' : 0, alternate,
                           width, precision, left, zero, c);
    } else if (c == '%') {
      __errlang_put(out, cap, &length, '%');
    } else {
      __errlang_unsupported("printf: this conversion is not modelled (a A n or L)");
      return -1;
    }
  }
  if (cap > 0)
    out[length < cap ? length : cap - 1] = 0;
  if (length > 2147483647UL)
    return -1; /* EOVERFLOW */
  return (int)length;
}

int vsnprintf(char *out, size_t cap, const char *format, va_list ap)
{
  return __errlang_format(out, cap, format, ap);
}

int vsprintf(char *out, const char *format, va_list ap)
{
  return __errlang_format(out, (size_t)-1, format, ap);
}

int snprintf(char *out, size_t cap, const char *format, ...)
{
  va_list ap;
  int written;
  va_start(ap, format);
  written = __errlang_format(out, cap, format, ap);
  va_end(ap);
  return written;
}

int sprintf(char *out, const char *format, ...)
{
  va_list ap;
  int written;
  va_start(ap, format);
  written = __errlang_format(out, (size_t)-1, format, ap);
  va_end(ap);
  return written;
}

int asprintf(char **result, const char *format, ...)
{
  va_list ap;
  int needed;
  char *buffer;
  va_start(ap, format);
  needed = __errlang_format(0, 0, format, ap);
  va_end(ap);
  if (needed < 0)
    return -1;
  buffer = malloc((size_t)needed + 1);
  if (!buffer)
    return -1;
  va_start(ap, format);
  __errlang_format(buffer, (size_t)needed + 1, format, ap);
  va_end(ap);
  *result = buffer;
  return needed;
}
