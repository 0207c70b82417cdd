/* errlang's <strings.h> (POSIX): C models in errlang/include/models/string.c. */
#ifndef _ERRLANG_STRINGS_H
#define _ERRLANG_STRINGS_H
#include <stddef.h>
int strcasecmp(const char *, const char *);
int strncasecmp(const char *, const char *, size_t);
void bzero(void *, size_t);
void bcopy(const void *, void *, size_t);
#endif
