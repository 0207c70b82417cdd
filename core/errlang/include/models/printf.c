/* Models of the printf family into buffers (C11 7.21.6.1, as glibc formats): sprintf, snprintf,
 * vsprintf, vsnprintf, asprintf write the exact bytes and return the count. Conversions:
 * d i u o x X c s p % n-less, with the flags - + space # 0, a width and a precision (numbers or
 * `*`), the length modifiers hh h l ll j z t; f and F for doubles whose value is below 2^64 and
 * whose binary fraction has at most 59 bits after removing trailing zeros (every double from
 * 1/128 up, and many below), inf and nan. Any other conversion, or a double outside that range,
 * cuts the run visibly (__errlang_unsupported): never a wrong byte. */
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

/* %f of a double (see the file's comment for the values it formats exactly): the integer part,
 * then ``precision`` fraction digits rounded to nearest, ties to even, on the exact binary
 * value (glibc's rounding). */
void __errlang_put_fixed(char *out, size_t cap, size_t *len, double value, char sign_flag,
                         int alternate, int width, int precision, int left, int zero_pad,
                         int upper)
{
  unsigned long bits, mantissa, whole, fraction, one, half;
  int exponent, shift, n, i, negative;
  char digits[400];
  char sign;
  memcpy(&bits, &value, sizeof bits);
  negative = (int)(bits >> 63);
  exponent = (int)((bits >> 52) & 0x7ff);
  mantissa = bits & 0xfffffffffffffUL;
  sign = negative ? '-' : sign_flag;
  if (exponent == 0x7ff) {
    const char *word = mantissa ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf");
    __errlang_put_number(out, cap, len, word, 3, sign, 0, 0, width, left, 0);
    return;
  }
  if (precision < 0)
    precision = 6;
  if (precision > 300) {
    __errlang_unsupported("printf: a %f precision above 300 is not modelled");
    return;
  }
  if (exponent != 0)
    mantissa = mantissa | 0x10000000000000UL;
  else
    exponent = 1;
  shift = 1075 - exponent; /* value = mantissa / 2^shift */
  while (shift > 0 && mantissa != 0 && (mantissa & 1) == 0) {
    mantissa = mantissa >> 1;
    shift--;
  }
  if (mantissa == 0)
    shift = 0;
  if (shift < 0) {
    if (shift < -11) { /* 2^64 and above */
      __errlang_unsupported("printf: %f of a double of 2^64 or more is not modelled");
      return;
    }
    whole = mantissa << -shift;
    fraction = 0;
    shift = 0;
  } else if (shift > 59) {
    __errlang_unsupported("printf: %f of a double with more than 59 fraction bits is not "
                          "modelled");
    return;
  } else {
    whole = shift == 0 ? mantissa : mantissa >> shift;
    fraction = shift == 0 ? 0 : mantissa & ((1UL << shift) - 1);
  }
  one = 1UL << shift; /* fraction / one is the fractional part */
  n = __errlang_digits(whole, 10, 0, digits);
  if (precision > 0 || alternate) {
    digits[n] = '.';
    n++;
  }
  i = 0;
  while (i < precision) {
    fraction = fraction * 10;
    digits[n] = (char)('0' + fraction / one);
    fraction = fraction % one;
    n++;
    i++;
  }
  half = one / 2;
  if (shift > 0 && (fraction > half || (fraction == half && fraction != 0))) {
    /* round up, unless a tie with an even last digit */
    int last = n - 1;
    if (digits[last] == '.')
      last--;
    if (fraction > half || (digits[last] - '0') % 2 == 1) {
      int k = n - 1;
      while (k >= 0) {
        if (digits[k] == '.') {
          k--;
          continue;
        }
        if (digits[k] == '9') {
          digits[k] = '0';
          k--;
          continue;
        }
        digits[k]++;
        break;
      }
      if (k < 0) { /* 9.99 -> 10.00 */
        int j = n;
        while (j > 0) {
          digits[j] = digits[j - 1];
          j--;
        }
        digits[0] = '1';
        n++;
      }
    }
  }
  __errlang_put_number(out, cap, len, digits, n, sign, 0, 0, width, left, zero_pad);
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
    } else if (c == 'f' || c == 'F') {
      double v = va_arg(ap, double);
      __errlang_put_fixed(out, cap, &length, v, plus ? '+' : space ? ' ' : 0, alternate,
                          width, precision, left, zero, c == 'F');
    } else if (c == '%') {
      __errlang_put(out, cap, &length, '%');
    } else {
      __errlang_unsupported("printf: this conversion is not modelled (e g G a A n L)");
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
