/* errlang's <strings.h> (POSIX): C models in errlang/include/models/string.c. */
#ifndef _ERRLANG_STRINGS_H
#define _ERRLANG_STRINGS_H
#include <stddef.h>
int strcasecmp(const char *, const char *) __attribute__((__nonnull__(1, 2)));
int strncasecmp(const char *, const char *, size_t) __attribute__((__nonnull__(1, 2)));
void bzero(void *, size_t) __attribute__((__nonnull__(1)));
void bcopy(const void *, void *, size_t) __attribute__((__nonnull__(1, 2)));
#endif
