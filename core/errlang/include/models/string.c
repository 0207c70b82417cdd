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

char *strcpy(char *dst, const char *src) {
  size_t i = 0;
  while (src[i] != 0) {
    dst[i] = src[i];
    i++;
  }
  dst[i] = 0;
  return dst;
}

char *strncpy(char *dst, const char *src, size_t n) {
  size_t i = 0;
  while (i < n && src[i] != 0) {
    dst[i] = src[i];
    i++;
  }
  while (i < n) {
    dst[i] = 0;
    i++;
  }
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

int memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *p = a;
  const unsigned char *q = b;
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
