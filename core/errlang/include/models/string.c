/* Models of <string.h>, compiled by errlang's own front end (DESIGN §2).
 * memset and memcpy are instructions of the IR (exact for any size); these are the rest. */
#include <stddef.h>

size_t strlen(const char *s) {
  size_t n = 0;
  while (s[n] != 0)
    n++;
  return n;
}

/* Each character is read once: a load through a pointer of several targets is costly. */
int strcmp(const char *a, const char *b) {
  while (1) {
    unsigned char x = *a, y = *b;
    if (x != y || x == 0)
      return x - y;
    a++;
    b++;
  }
}

int strncmp(const char *a, const char *b, size_t n) {
  while (n > 0) {
    unsigned char x = *a, y = *b;
    if (x != y || x == 0)
      return x - y;
    a++;
    b++;
    n--;
  }
  return 0;
}

void *memcpy(void *, const void *, size_t);

/* One copy of the string and its NUL: the IR's memcpy checks that the ranges do not overlap,
 * as ASan's strcpy interceptor does (strcpy-param-overlap: [dst, dst + n + 1) and
 * [src, src + n + 1)); strcat, a strcpy at the end of dst, so checks what ASan's strcat does. */
char *strcpy(char *dst, const char *src) {
  memcpy(dst, src, strlen(src) + 1);
  return dst;
}

size_t strnlen(const char *, size_t);
void *memset(void *, int, size_t);

/* ASan's strncpy interceptor: m = min(n, strnlen(src, n) + 1) bytes read, [dst, dst + m) and
 * [src, src + m) must not overlap (strncpy-param-overlap), then [dst, dst + n) written. With
 * n == 0 nothing is read or written (gcc folds a constant 0 away with a null pointer). */
char *strncpy(char *dst, const char *src, size_t n) {
  if (n == 0)
    return dst;
  size_t k = strnlen(src, n);
  size_t m = k < n ? k + 1 : n;
  memcpy(dst, src, m);
  memset(dst + m, 0, n - m);
  return dst;
}

char *strcat(char *dst, const char *src) {
  strcpy(dst + strlen(dst), src);
  return dst;
}

char *strncat(char *dst, const char *src, size_t n) {
  size_t end = strlen(dst);
  size_t i = 0;
  while (i < n && src[i] != 0) {
    dst[end + i] = src[i];
    i++;
  }
  dst[end + i] = 0;
  return dst;
}

char *strchr(const char *s, int c) {
  size_t i = 0;
  while (s[i] != (char)c) {
    if (s[i] == 0)
      return 0;
    i++;
  }
  return (char *)s + i;
}

char *strrchr(const char *s, int c) {
  char *found = 0;
  size_t i = 0;
  while (1) {
    if (s[i] == (char)c)
      found = (char *)s + i;
    if (s[i] == 0)
      return found;
    i++;
  }
}

/* memcmp and memmem read their whole ranges first, as gcc's ASan interceptors check them
 * (strict_memcmp=1 by default; memmem's READ_RANGE of both): C11 7.24.4.1 compares "the first
 * n characters of the object", so an object shorter than n is undefined even where a byte
 * before its end differs (K, tenth session: memcmp(buf4, "aaaaaa", 6) held, ASan reports). */
int memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *p = a;
  const unsigned char *q = b;
  if (n > 0 && (p[n - 1] | q[n - 1]) > 255)
    return 0; /* never: the two reads are the checks */
  size_t i = 0;
  while (i < n) {
    if (p[i] != q[i])
      return p[i] - q[i];
    i++;
  }
  return 0;
}

void *memmove(void *dst, const void *src, size_t n) {
  unsigned char *d = dst;
  const unsigned char *s = src;
  size_t i;
  if (d < s) {
    for (i = 0; i < n; i++)
      d[i] = s[i];
  } else {
    for (i = n; i > 0; i--)
      d[i - 1] = s[i - 1];
  }
  return dst;
}

void *memchr(const void *s, int c, size_t n) {
  const unsigned char *p = s;
  size_t i;
  for (i = 0; i < n; i++)
    if (p[i] == (unsigned char)c)
      return (void *)(p + i);
  return 0;
}

/* issue 23: deterministic functions that were inputs before (an arbitrary strspn made
 * assertions fail that hold in C) */
size_t strnlen(const char *s, size_t max) {
  size_t n = 0;
  while (n < max && s[n] != 0)
    n++;
  return n;
}

size_t strspn(const char *s, const char *accept) {
  size_t n = 0;
  while (s[n] != 0 && strchr(accept, s[n]) != 0)
    n++;
  return n;
}

size_t strcspn(const char *s, const char *reject) {
  size_t n = 0;
  while (s[n] != 0 && strchr(reject, s[n]) == 0)
    n++;
  return n;
}

char *strpbrk(const char *s, const char *accept) {
  s += strcspn(s, accept);
  return *s != 0 ? (char *)s : 0;
}

char *strstr(const char *haystack, const char *needle) {
  size_t i, n = strlen(needle);
  for (i = 0; haystack[i] != 0 || n == 0; i++) {
    if (strncmp(haystack + i, needle, n) == 0)
      return (char *)(haystack + i);
  }
  return 0;
}

char *stpcpy(char *dst, const char *src) {
  size_t i = 0;
  while (src[i] != 0) {
    dst[i] = src[i];
    i++;
  }
  dst[i] = 0;
  return dst + i;
}

void *memset(void *, int, size_t);
void bzero(void *s, size_t n) { memset(s, 0, n); }

/* Since the second held-out set (engineer P): functions real programs call that were refused.
 * Allocation as glibc's: strdup/strndup return malloc'd copies, or NULL when malloc fails
 * (only under --malloc-may-fail). */
void *malloc(size_t);
void *memcpy(void *, const void *, size_t);

char *strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  if (!d) return 0;
  memcpy(d, s, n);
  return d;
}

char *strndup(const char *s, size_t max) {
  size_t n = strnlen(s, max);
  char *d = malloc(n + 1);
  if (!d) return 0;
  memcpy(d, s, n);
  d[n] = 0;
  return d;
}

/* the "C" locale: ASCII letters only; the result is the difference of the lowered bytes */
int strncasecmp(const char *a, const char *b, size_t n) {
  for (size_t i = 0; i < n; i++) {
    int x = (unsigned char)a[i], y = (unsigned char)b[i];
    if (x >= 'A' && x <= 'Z')
      x += 'a' - 'A';
    if (y >= 'A' && y <= 'Z')
      y += 'a' - 'A';
    if (x != y || x == 0)
      return x - y;
  }
  return 0;
}

int strcasecmp(const char *a, const char *b) { return strncasecmp(a, b, (size_t)-1); }

char *strtok_r(char *s, const char *delim, char **save) {
  if (!s)
    s = *save;
  s += strspn(s, delim);
  if (*s == 0) {
    *save = s;
    return 0;
  }
  char *end = s + strcspn(s, delim);
  if (*end == 0) {
    *save = end;
  } else {
    *end = 0;
    *save = end + 1;
  }
  return s;
}

char *strtok(char *s, const char *delim) {
  static char *save;
  return strtok_r(s, delim, &save);
}

char *strsep(char **sp, const char *delim) {
  char *s = *sp;
  if (!s)
    return 0;
  char *end = s + strcspn(s, delim);
  if (*end) {
    *end = 0;
    *sp = end + 1;
  } else {
    *sp = 0;
  }
  return s;
}

void *memrchr(const void *s, int c, size_t n) {
  const unsigned char *p = (const unsigned char *)s + n;
  while (n-- > 0) {
    p--;
    if (*p == (unsigned char)c)
      return (void *)p;
  }
  return 0;
}

void *memmem(const void *h, size_t hn, const void *nd, size_t nn) {
  const unsigned char *hp = h, *np = nd;
  if ((hn > 0 && hp[hn - 1] > 255) || (nn > 0 && np[nn - 1] > 255))
    return 0; /* never: the two reads are the checks (memcmp's note) */
  if (nn == 0)
    return (void *)h;
  for (size_t i = 0; i + nn <= hn; i++) {
    size_t j = 0;
    while (j < nn && hp[i + j] == np[j])
      j++;
    if (j == nn)
      return (void *)(hp + i);
  }
  return 0;
}

void *memccpy(void *d, const void *s, int c, size_t n) {
  unsigned char *dp = d;
  const unsigned char *sp = s;
  for (size_t i = 0; i < n; i++) {
    dp[i] = sp[i];
    if (sp[i] == (unsigned char)c)
      return dp + i + 1;
  }
  return 0;
}

void bcopy(const void *src, void *dst, size_t n) { memmove(dst, src, n); }
