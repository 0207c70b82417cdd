/* errlang's <stdio.h> (C11 7.21): C models in errlang/include/models/stdio.c (files),
 * printf.c (formatted output), scanf.c (sscanf). A FILE holds the state C gives a stream
 * (open, end-of-file and error indicators, a pushed-back character); its contents are inputs:
 * fopen may fail, every byte read is an input (getchar, getc, fgetc return an unsigned char or
 * EOF), a write may fail where C allows it. printf and fprintf to a stream read their
 * arguments (the bytes written are not kept); sprintf, snprintf, vsprintf, vsnprintf write the
 * exact bytes gcc's C library writes and return its count. scanf and fscanf store inputs into
 * their arguments (errlang/ir/scanf.py); sscanf parses the string (models/scanf.c). */
#ifndef _ERRLANG_STDIO_H
#define _ERRLANG_STDIO_H
#include <stddef.h>
#include <_errlang_types.h>
#define EOF (-1)
#define BUFSIZ 8192
#define FOPEN_MAX 16
#define FILENAME_MAX 4096
#define L_tmpnam 20
#define TMP_MAX 238328
#define _IOFBF 0
#define _IOLBF 1
#define _IONBF 2
#ifndef SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif
struct _IO_FILE {
  int __errlang_mode;  /* 1: read, 2: write, 3: both; 0: closed */
  int __errlang_eof;   /* the end-of-file indicator */
  int __errlang_error; /* the error indicator */
  int __errlang_pushed; /* a character pushed back by ungetc, or EOF */
  long __errlang_position;
  int __errlang_standard; /* stdin, stdout, stderr: never freed */
};
typedef struct _IO_FILE FILE;
typedef long fpos_t;
/* stdin, stdout, stderr: variables, as glibc's (a replay compiles the program's own `stdin`
 * against the real header), pointing to three streams of static storage. The definitions are
 * errlang's only: a replay leaves errlang's headers out, and the linker takes the units' copies
 * of a definition made in errlang's headers as one (frontend/link.py). */
extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;
#define stdin stdin
#define stdout stdout
#define stderr stderr
FILE __errlang_standard_files[3] = {{1, 0, 0, EOF, 0, 1}, {2, 0, 0, EOF, 0, 1},
                                    {2, 0, 0, EOF, 0, 1}};
FILE *stdin = &__errlang_standard_files[0];
FILE *stdout = &__errlang_standard_files[1];
FILE *stderr = &__errlang_standard_files[2];
FILE *fopen(const char *, const char *);
FILE *freopen(const char *, const char *, FILE *);
FILE *fdopen(int, const char *);
FILE *tmpfile(void);
int fclose(FILE *);
int fflush(FILE *);
int fseek(FILE *, long, int);
int fseeko(FILE *, off_t, int);
long ftell(FILE *);
off_t ftello(FILE *);
void rewind(FILE *);
int fgetpos(FILE *, fpos_t *);
int fsetpos(FILE *, const fpos_t *);
int feof(FILE *);
int ferror(FILE *);
void clearerr(FILE *);
int fileno(FILE *);
void setbuf(FILE *, char *);
int setvbuf(FILE *, char *, int, size_t);
int getchar(void);
int getc(FILE *);
int fgetc(FILE *);
int ungetc(int, FILE *);
char *fgets(char *, int, FILE *);
size_t fread(void *, size_t, size_t, FILE *);
size_t fwrite(const void *, size_t, size_t, FILE *);
ssize_t getline(char **, size_t *, FILE *);
ssize_t getdelim(char **, size_t *, int, FILE *);
int scanf(const char *, ...);
int fscanf(FILE *, const char *, ...);
int sscanf(const char *, const char *, ...);
int vsscanf(const char *, const char *, __builtin_va_list);
int printf(const char *, ...);
int fprintf(FILE *, const char *, ...);
int dprintf(int, const char *, ...);
int puts(const char *);
int fputs(const char *, FILE *);
int putchar(int);
int fputc(int, FILE *);
int putc(int, FILE *);
/* POSIX's stream locks and unlocked forms (one thread: a lock always succeeds at once; the
 * unlocked forms are the locked ones, models/stdio_locks.c) */
void flockfile(FILE *);
int ftrylockfile(FILE *);
void funlockfile(FILE *);
int getc_unlocked(FILE *);
int getchar_unlocked(void);
int putc_unlocked(int, FILE *);
int putchar_unlocked(int);
int fgetc_unlocked(FILE *);
int fputc_unlocked(int, FILE *);
int vprintf(const char *, __builtin_va_list);
int vfprintf(FILE *, const char *, __builtin_va_list);
int sprintf(char *, const char *, ...);
int snprintf(char *, size_t, const char *, ...);
int vsprintf(char *, const char *, __builtin_va_list);
int vsnprintf(char *, size_t, const char *, __builtin_va_list);
int asprintf(char **, const char *, ...);
void perror(const char *);
int remove(const char *);
int rename(const char *, const char *);
#endif
