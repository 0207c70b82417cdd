/* Models of <stdlib.h> beyond malloc/calloc/free (instructions of the IR). */
#include <stddef.h>
#include <string.h>
#include <stdlib.h>

int abs(int x) { return x < 0 ? -x : x; }
long labs(long x) { return x < 0 ? -x : x; }
long long llabs(long long x) { return x < 0 ? -x : x; }

/* C11 7.22.6.2: the quotient truncated toward zero (a zero divisor is undefined, as `/`) */
div_t div(int a, int b) {
  div_t r;
  r.quot = a / b;
  r.rem = a % b;
  return r;
}
ldiv_t ldiv(long a, long b) {
  ldiv_t r;
  r.quot = a / b;
  r.rem = a % b;
  return r;
}
lldiv_t lldiv(long long a, long long b) {
  lldiv_t r;
  r.quot = a / b;
  r.rem = a % b;
  return r;
}

static int __errlang_digit(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'z')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z')
    return c - 'A' + 10;
  return 99;
}

/* Each character is read once: a load through a pointer of several targets is costly. */
long strtol(const char *s, char **end, int base) {
  const char *p = s;
  long value = 0;
  int negative = 0;
  int digits = 0;
  char c = *p;
  while (c == ' ' || (c >= '\t' && c <= '\r'))
    c = *++p;
  if (c == '-' || c == '+') {
    negative = c == '-';
    c = *++p;
  }
  const char *after_zero = 0; /* "0x" without a hex digit is the number 0 ending at 'x' */
  if ((base == 0 || base == 16) && c == '0' && (p[1] == 'x' || p[1] == 'X')) {
    after_zero = p + 1;
    p += 2;
    c = *p;
    base = 16;
  } else if (base == 0) {
    base = c == '0' ? 8 : 10;
  }
  while (1) {
    int d = __errlang_digit(c);
    if (d >= base)
      break;
    value = value * base + d;
    digits++;
    c = *++p;
  }
  if (!digits && after_zero) {
    p = after_zero;
    digits = 1;
  }
  if (end)
    *end = (char *)(digits ? p : s);
  return negative ? -value : value;
}

long atol(const char *s) { return strtol(s, 0, 10); }
long long strtoll(const char *s, char **end, int base) { return strtol(s, end, base); }
/* "-5" is ULONG_MAX - 4 (C11 7.22.1.4p5: the negation in the return type); overflow wraps */
unsigned long strtoul(const char *s, char **end, int base) {
  return (unsigned long)strtol(s, end, base);
}
unsigned long long strtoull(const char *s, char **end, int base) {
  return (unsigned long long)strtol(s, end, base);
}

/* glibc's binary search (the same probes: on an array that is not sorted it finds what glibc
 * finds): the middle of [l, u) until the comparator says equal. */
void *bsearch(const void *key, const void *base, size_t n, size_t size,
              int (*cmp)(const void *, const void *)) {
  size_t l = 0, u = n;
  while (l < u) {
    size_t idx = (l + u) / 2;
    const void *p = (const char *)base + idx * size;
    int c = cmp(key, p);
    if (c < 0)
      u = idx;
    else if (c > 0)
      l = idx + 1;
    else
      return (void *)p;
  }
  return 0;
}
int atoi(const char *s) { return (int)strtol(s, 0, 10); }

/* glibc 2.36's qsort (msort.c, msort_with_tmp): a top-down merge sort, the same comparisons in
 * the same order, so that an inconsistent comparator (`return *x - *y` that wraps) or one with
 * side effects gives glibc's order (an insertion sort, before, gave another). Elements larger
 * than 32 bytes glibc sorts through pointers with the same comparisons: the same result. */
static void __errlang_msort(char *b, size_t n, size_t s, int (*cmp)(const void *, const void *),
                            char *t) {
  if (n <= 1)
    return;
  size_t n1 = n / 2;
  size_t n2 = n - n1;
  char *b1 = b;
  char *b2 = b + n1 * s;
  __errlang_msort(b1, n1, s, cmp, t);
  __errlang_msort(b2, n2, s, cmp, t);
  char *tmp = t;
  while (n1 > 0 && n2 > 0) {
    if (cmp(b1, b2) <= 0) {
      memcpy(tmp, b1, s);
      b1 += s;
      --n1;
    } else {
      memcpy(tmp, b2, s);
      b2 += s;
      --n2;
    }
    tmp += s;
  }
  if (n1 > 0)
    memcpy(tmp, b1, n1 * s);
  memcpy(b, t, (n - n2) * s);
}

void qsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *)) {
  if (n <= 1)
    return;
  char t[n * size];
  __errlang_msort(base, n, size, cmp, t);
}

long long atoll(const char *s) { return strtol(s, 0, 10); }
