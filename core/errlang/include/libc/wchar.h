/* errlang's <wchar.h> (C11 7.29), basics: the types and declarations; wcslen, wcscmp, wcscpy,
 * wmemcpy, wmemset are C models (models/wchar.c), the multibyte conversions have none. */
#ifndef _ERRLANG_WCHAR_H
#define _ERRLANG_WCHAR_H
#include <stddef.h>
#include <stdio.h>
typedef unsigned int wint_t;
typedef struct {
  int __count;
  unsigned int __value;
} mbstate_t;
#define WEOF ((wint_t)-1)
#define WCHAR_MIN (-2147483647 - 1)
#define WCHAR_MAX 2147483647
size_t wcslen(const wchar_t *);
int wcscmp(const wchar_t *, const wchar_t *);
wchar_t *wcscpy(wchar_t *, const wchar_t *);
wchar_t *wmemcpy(wchar_t *, const wchar_t *, size_t);
wchar_t *wmemset(wchar_t *, wchar_t, size_t);
wchar_t *wcschr(const wchar_t *, wchar_t);
size_t mbrtowc(wchar_t *, const char *, size_t, mbstate_t *);
size_t wcrtomb(char *, wchar_t, mbstate_t *);
int mbsinit(const mbstate_t *);
wint_t btowc(int);
int wctob(wint_t);
#endif
