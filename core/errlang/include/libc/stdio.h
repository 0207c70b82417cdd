/* errlang's <stdio.h>: output functions have no effect on the analysed state. */
#ifndef _ERRLANG_STDIO_H
#define _ERRLANG_STDIO_H
#include <stddef.h>
#define EOF (-1)
int printf(const char *, ...);
int puts(const char *);
int putchar(int);
#endif
