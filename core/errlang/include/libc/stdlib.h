/* errlang's LP64 <stdlib.h>: heap functions are IR instructions, the rest C models
 * (errlang/include/models/stdlib.c). */
#ifndef _ERRLANG_STDLIB_H
#define _ERRLANG_STDLIB_H
#include <stddef.h>
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 2147483647
#define MB_CUR_MAX 1
typedef struct {
  int quot;
  int rem;
} div_t;
typedef struct {
  long quot;
  long rem;
} ldiv_t;
typedef struct {
  long long quot;
  long long rem;
} lldiv_t;
div_t div(int, int);
ldiv_t ldiv(long, long);
lldiv_t lldiv(long long, long long);
void *malloc(size_t);
void *calloc(size_t, size_t);
void *realloc(void *, size_t);
void free(void *);
void *alloca(size_t); /* glibc's <stdlib.h> includes <alloca.h> */
void abort(void);
void exit(int);
int abs(int);
long labs(long);
long long llabs(long long);
int atoi(const char *);
long atol(const char *);
long long atoll(const char *);
long strtol(const char *, char **, int);
long long strtoll(const char *, char **, int);
unsigned long strtoul(const char *, char **, int);
unsigned long long strtoull(const char *, char **, int);
void *bsearch(const void *, const void *, size_t, size_t, int (*)(const void *, const void *));
void qsort(void *, size_t, size_t, int (*)(const void *, const void *));
double atof(const char *);
double strtod(const char *, char **);
float strtof(const char *, char **);
char *getenv(const char *);
int system(const char *);
int atexit(void (*)(void));
void _Exit(int);
int mkstemp(char *);
int setenv(const char *, const char *, int);
int unsetenv(const char *);
void *aligned_alloc(size_t, size_t);
int posix_memalign(void **, size_t, size_t);
int rand(void);
void srand(unsigned);
long random(void);
void srandom(unsigned);
#endif
