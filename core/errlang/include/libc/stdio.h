/* errlang's <stdio.h>: output functions have no effect on the analysed state (they read their
 * arguments); getchar, getc, fgetc return an input (an unsigned char or EOF); fgets and fread
 * are C models reading such inputs (errlang/include/models/stdio.c); scanf and fscanf store
 * inputs into their arguments (errlang/ir/scanf.py), sscanf is refused. The v* functions
 * take gcc's `__builtin_va_list` (a `va_list` of <stdarg.h>). sprintf, snprintf, vsprintf and
 * vsnprintf are refused where called (errlang/ir/builtins.py): an unwritten buffer could make
 * assertions fail that hold in C. */
#ifndef _ERRLANG_STDIO_H
#define _ERRLANG_STDIO_H
#include <stddef.h>
#define EOF (-1)
typedef struct _IO_FILE FILE;
extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;
int getchar(void);
int getc(FILE *);
int fgetc(FILE *);
char *fgets(char *, int, FILE *);
size_t fread(void *, size_t, size_t, FILE *);
int scanf(const char *, ...);
int fscanf(FILE *, const char *, ...);
int sscanf(const char *, const char *, ...);
int printf(const char *, ...);
int fprintf(FILE *, const char *, ...);
int puts(const char *);
int fputs(const char *, FILE *);
int putchar(int);
int fputc(int, FILE *);
int putc(int, FILE *);
int fflush(FILE *);
int vprintf(const char *, __builtin_va_list);
int vfprintf(FILE *, const char *, __builtin_va_list);
int sprintf(char *, const char *, ...);
int snprintf(char *, size_t, const char *, ...);
int vsprintf(char *, const char *, __builtin_va_list);
int vsnprintf(char *, size_t, const char *, __builtin_va_list);
#endif
