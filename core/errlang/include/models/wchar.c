/* Models of <wchar.h> and <wctype.h> in the "C" locale, as glibc's: wide characters are
 * classified and converted as ASCII only (iswalpha(0xE9) is 0, btowc(0x80) is WEOF; checked
 * against glibc for every code point). wcscmp returns -1, 0 or 1, as glibc's. The multibyte
 * conversions (mbrtowc, wcrtomb, mbsinit) have no model. */
#include <stddef.h>
#include <wchar.h>

size_t wcslen(const wchar_t *s) {
  size_t n = 0;
  while (s[n] != 0)
    n++;
  return n;
}

int wcscmp(const wchar_t *a, const wchar_t *b) {
  while (1) {
    wchar_t x = *a, y = *b;
    if (x != y)
      return x < y ? -1 : 1;
    if (x == 0)
      return 0;
    a++;
    b++;
  }
}

wchar_t *wcscpy(wchar_t *dst, const wchar_t *src) {
  wchar_t *d = dst;
  while ((*d = *src) != 0) {
    d++;
    src++;
  }
  return dst;
}

wchar_t *wmemcpy(wchar_t *dst, const wchar_t *src, size_t n) {
  for (size_t i = 0; i < n; i++)
    dst[i] = src[i];
  return dst;
}

wchar_t *wmemset(wchar_t *dst, wchar_t c, size_t n) {
  for (size_t i = 0; i < n; i++)
    dst[i] = c;
  return dst;
}

wchar_t *wcschr(const wchar_t *s, wchar_t c) {
  while (1) {
    if (*s == c)
      return (wchar_t *)s;
    if (*s == 0)
      return 0;
    s++;
  }
}

wint_t btowc(int c) { return c >= 0 && c < 128 ? (wint_t)c : WEOF; }
int wctob(wint_t c) { return c < 128 ? (int)c : -1; }

int iswdigit(wint_t c) { return c >= '0' && c <= '9'; }
int iswupper(wint_t c) { return c >= 'A' && c <= 'Z'; }
int iswlower(wint_t c) { return c >= 'a' && c <= 'z'; }
int iswalpha(wint_t c) { return iswupper(c) || iswlower(c); }
int iswalnum(wint_t c) { return iswalpha(c) || iswdigit(c); }
int iswspace(wint_t c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
wint_t towupper(wint_t c) { return iswlower(c) ? c - 'a' + 'A' : c; }
wint_t towlower(wint_t c) { return iswupper(c) ? c - 'A' + 'a' : c; }
