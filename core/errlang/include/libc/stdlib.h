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
int atoi(const char *) __attribute__((__nonnull__(1)));
long atol(const char *) __attribute__((__nonnull__(1)));
long long atoll(const char *) __attribute__((__nonnull__(1)));
long strtol(const char *, char **, int) __attribute__((__nonnull__(1)));
long long strtoll(const char *, char **, int) __attribute__((__nonnull__(1)));
unsigned long strtoul(const char *, char **, int) __attribute__((__nonnull__(1)));
unsigned long long strtoull(const char *, char **, int) __attribute__((__nonnull__(1)));
void *bsearch(const void *, const void *, size_t, size_t, int (*)(const void *, const void *)) __attribute__((__nonnull__(1, 2, 5)));
void qsort(void *, size_t, size_t, int (*)(const void *, const void *)) __attribute__((__nonnull__(1, 4)));
double atof(const char *) __attribute__((__nonnull__(1)));
double strtod(const char *, char **) __attribute__((__nonnull__(1)));
float strtof(const char *, char **) __attribute__((__nonnull__(1)));
char *getenv(const char *) __attribute__((__nonnull__(1)));
int system(const char *);
int atexit(void (*)(void)) __attribute__((__nonnull__(1)));
void _Exit(int);
int mkstemp(char *) __attribute__((__nonnull__(1)));
int setenv(const char *, const char *, int) __attribute__((__nonnull__(2)));
int unsetenv(const char *) __attribute__((__nonnull__(1)));
void *aligned_alloc(size_t, size_t);
int posix_memalign(void **, size_t, size_t) __attribute__((__nonnull__(1)));
int rand(void);
void srand(unsigned);
long random(void);
void srandom(unsigned);
#endif
