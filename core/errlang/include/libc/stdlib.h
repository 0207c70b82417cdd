/* errlang's LP64 <stdlib.h>: the functions errlang models. */
#ifndef _ERRLANG_STDLIB_H
#define _ERRLANG_STDLIB_H
#include <stddef.h>
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 2147483647
void *malloc(size_t);
void *calloc(size_t, size_t);
void free(void *);
void abort(void);
void exit(int);
#endif
