/* errlang's LP64 <string.h>. */
#ifndef _ERRLANG_STRING_H
#define _ERRLANG_STRING_H
#include <stddef.h>
void *memset(void *, int, size_t);
void *memcpy(void *, const void *, size_t);
#endif
