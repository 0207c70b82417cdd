/* errlang's <stdio.h>: output functions have no effect on the analysed state (they read their
 * arguments). */
#ifndef _ERRLANG_STDIO_H
#define _ERRLANG_STDIO_H
#include <stddef.h>
#define EOF (-1)
typedef struct _IO_FILE FILE;
extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;
int printf(const char *, ...);
int fprintf(FILE *, const char *, ...);
int puts(const char *);
int fputs(const char *, FILE *);
int putchar(int);
int fputc(int, FILE *);
int putc(int, FILE *);
int fflush(FILE *);
#endif
