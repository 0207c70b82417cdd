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
#endif
