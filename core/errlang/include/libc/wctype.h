/* errlang's <wctype.h> (C11 7.30): the "C" locale's classification of wide characters
 * (models/wchar.c: ASCII only, as glibc's "C" locale). */
#ifndef _ERRLANG_WCTYPE_H
#define _ERRLANG_WCTYPE_H
#include <wchar.h>
int iswspace(wint_t);
int iswdigit(wint_t);
int iswalpha(wint_t);
int iswalnum(wint_t);
int iswupper(wint_t);
int iswlower(wint_t);
wint_t towupper(wint_t);
wint_t towlower(wint_t);
#endif
