/* errlang's <uchar.h> (C11 7.28): the types; the conversions have no model. */
#ifndef _ERRLANG_UCHAR_H
#define _ERRLANG_UCHAR_H
#include <stddef.h>
#include <wchar.h>
typedef unsigned short char16_t;
typedef unsigned int char32_t;
size_t mbrtoc16(char16_t *, const char *, size_t, mbstate_t *);
size_t c16rtomb(char *, char16_t, mbstate_t *);
size_t mbrtoc32(char32_t *, const char *, size_t, mbstate_t *);
size_t c32rtomb(char *, char32_t, mbstate_t *);
#endif
