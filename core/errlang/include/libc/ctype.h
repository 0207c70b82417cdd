/* errlang's <ctype.h>: C models in the "C" locale (errlang/include/models/ctype.c). */
#ifndef _ERRLANG_CTYPE_H
#define _ERRLANG_CTYPE_H
int isdigit(int);
int isupper(int);
int islower(int);
int isalpha(int);
int isalnum(int);
int isxdigit(int);
int isspace(int);
int isblank(int);
int iscntrl(int);
int isprint(int);
int isgraph(int);
int ispunct(int);
int toupper(int);
int tolower(int);
/* glibc's macro: the table's bit, 2048 (its argument converted to int once, as glibc's
 * table index); `(isdigit)(c)` is gcc's builtin, 0 or 1 (ir/builtins.py) */
#define isdigit(c) ((unsigned int)(int)(c) - 48u <= 9u ? 2048 : 0)
#endif
