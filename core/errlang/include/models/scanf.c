/* Models of sscanf and vsscanf (C11 7.21.6.2, as glibc parses): the string is read as it is.
 * Conversions d i u o x X c s [ n % with `*`, a width and the length modifiers hh h l ll j z t;
 * f e g a (and their L-less double/float forms) through strtod's model. Integer conversions
 * wrap as glibc's (strtol's value converted to the pointee). The count of assigned items is
 * returned, or EOF when the string ends before the first conversion. A scanset with ranges
 * (%[a-z]) is taken literally but for '-' first or last, as glibc does not either: it is cut
 * visibly (__errlang_unsupported). */
#include <ctype.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

void __errlang_unsupported(const char *);

int __errlang_digit_value(int c, int base)
{
  int v = c >= '0' && c <= '9' ? c - '0'
          : c >= 'a' && c <= 'z' ? c - 'a' + 10
          : c >= 'A' && c <= 'Z' ? c - 'A' + 10
                                 : 99;
  return v < base ? v : -1;
}

int __errlang_in_scanset(const char *set, const char *end, int negated, int c)
{
  const char *p = set;
  int found = 0;
  while (p < end) {
    if (*p == c)
      found = 1;
    p++;
  }
  return negated ? !found : found;
}

int vsscanf(const char *input, const char *format, va_list ap)
{
  const char *s = input;
  const char *f = format;
  int assigned = 0, converted = 0;
  while (*f) {
    int suppress = 0, width = 0, size = 0; /* size: -2 hh, -1 h, 0, 1 l, 2 ll j z t */
    char c;
    if (isspace((unsigned char)*f)) {
      while (isspace((unsigned char)*s))
        s++;
      f++;
      continue;
    }
    if (*f != '%' || f[1] == '%') {
      if (*f == '%') {
        f++;
        while (isspace((unsigned char)*s))
          s++;
      }
      if (*s == 0)
        return converted == 0 ? EOF : assigned;
      if (*s != *f)
        return assigned;
      s++;
      f++;
      continue;
    }
    f++;
    if (*f == '*') {
      suppress = 1;
      f++;
    }
    while (*f >= '0' && *f <= '9') {
      width = width * 10 + (*f - '0');
      f++;
    }
    if (*f == 'h') {
      size = -1;
      f++;
      if (*f == 'h') {
        size = -2;
        f++;
      }
    } else if (*f == 'l') {
      size = 1;
      f++;
      if (*f == 'l') {
        size = 2;
        f++;
      }
    } else if (*f == 'j' || *f == 'z' || *f == 't') {
      size = 2;
      f++;
    } else if (*f == 'L') {
      __errlang_unsupported("sscanf: the L length modifier (long double) is not modelled");
      return assigned;
    }
    c = *f;
    f++;
    if (c == 'n') {
      if (!suppress)
        *va_arg(ap, int *) = (int)(s - input);
      continue;
    }
    if (c != 'c' && c != '[')
      while (isspace((unsigned char)*s))
        s++;
    if (*s == 0)
      return converted == 0 ? EOF : assigned;
    if (c == 'd' || c == 'i' || c == 'u' || c == 'o' || c == 'x' || c == 'X') {
      int base = c == 'o' ? 8 : (c == 'x' || c == 'X') ? 16 : c == 'i' ? 0 : 10;
      int negative = 0, digits = 0, limit = width > 0 ? width : 2147483647;
      unsigned long value = 0;
      int v;
      if ((*s == '-' || *s == '+') && limit > 0) {
        negative = *s == '-';
        s++;
        limit--;
      }
      if ((base == 0 || base == 16) && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') &&
          limit >= 2 && __errlang_digit_value(s[2], 16) >= 0) {
        base = 16;
        s += 2;
        limit -= 2;
      } else if (base == 0)
        base = s[0] == '0' ? 8 : 10;
      while (limit > 0 && (v = __errlang_digit_value(*s, base)) >= 0) {
        value = value * (unsigned long)base + (unsigned long)v;
        s++;
        digits++;
        limit--;
      }
      if (digits == 0)
        return assigned;
      converted++;
      if (negative)
        value = 0UL - value;
      if (!suppress) {
        if (size == -2)
          *va_arg(ap, char *) = (char)value;
        else if (size == -1)
          *va_arg(ap, short *) = (short)value;
        else if (size == 0)
          *va_arg(ap, int *) = (int)value;
        else
          *va_arg(ap, long *) = (long)value;
        assigned++;
      }
    } else if (c == 'f' || c == 'e' || c == 'g' || c == 'E' || c == 'G' || c == 'a') {
      char *end;
      double value;
      if (width > 0) {
        __errlang_unsupported("sscanf: a width on a floating conversion is not modelled");
        return assigned;
      }
      value = strtod(s, &end);
      if (end == s)
        return assigned;
      s = end;
      converted++;
      if (!suppress) {
        if (size >= 1)
          *va_arg(ap, double *) = value;
        else
          *va_arg(ap, float *) = (float)value;
        assigned++;
      }
    } else if (c == 's' || c == 'c' || c == '[') {
      char *out = suppress ? 0 : va_arg(ap, char *);
      int n = 0, limit = width > 0 ? width : c == 'c' ? 1 : 2147483647;
      const char *set = 0, *set_end = 0;
      int negated = 0;
      if (c == '[') {
        if (*f == '^') {
          negated = 1;
          f++;
        }
        set = f;
        if (*f == ']')
          f++;
        while (*f && *f != ']')
          f++;
        set_end = f;
        if (*f == ']')
          f++;
        {
          const char *p = set + 1;
          while (p + 1 < set_end) {
            if (*p == '-') {
              __errlang_unsupported("sscanf: a scanset with a range is not modelled");
              return assigned;
            }
            p++;
          }
        }
      }
      while (n < limit && *s != 0 &&
             (c == 'c' || (c == 's' && !isspace((unsigned char)*s)) ||
              (c == '[' && __errlang_in_scanset(set, set_end, negated, *s)))) {
        if (out)
          out[n] = *s;
        n++;
        s++;
      }
      if (n == 0 || (c == 'c' && n < limit))
        return assigned;
      if (out && c != 'c')
        out[n] = 0;
      converted++;
      if (out)
        assigned++;
    } else {
      __errlang_unsupported("sscanf: this conversion is not modelled (p)");
      return assigned;
    }
  }
  return assigned;
}

int sscanf(const char *input, const char *format, ...)
{
  va_list ap;
  int count;
  va_start(ap, format);
  count = vsscanf(input, format, ap);
  va_end(ap);
  return count;
}

int __VERIFIER_nondet_int(void);

/* fscanf's stream (errlang/ir/scanf.py calls this with the count the call returns, an
 * input): C11 7.21.6.2p16 and glibc. At a sticky end of file the call reads nothing and
 * returns EOF. EOF itself means an input failure before the first conversion: the end-of-file
 * or the error indicator is set. Any other count may also have met the end of the file (a
 * number at the end of it) or a read error after some conversions. A pushed-back character
 * may have been read. */
int __errlang_after_scanf(FILE *f, int count)
{
  if (f->__errlang_eof)
    return EOF;
  if (__VERIFIER_nondet_int())
    f->__errlang_pushed = EOF;
  if (count == EOF) {
    if (__VERIFIER_nondet_int())
      f->__errlang_error = 1;
    else
      f->__errlang_eof = 1;
  } else if (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int())
      f->__errlang_error = 1;
    else
      f->__errlang_eof = 1;
  }
  return count;
}
