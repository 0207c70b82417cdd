/* errlang's LP64 <string.h>: memset/memcpy are IR instructions, the rest C models
 * (errlang/include/models/string.c). */
/* glibc 2.36's __nonnull attributes (the same argument positions): gcc's -fsanitize=undefined
 * reports a null pointer passed there, whatever the length (errlang.frontend.nonnull). */
#ifndef _ERRLANG_STRING_H
#define _ERRLANG_STRING_H
#include <stddef.h>
void *memset(void *, int, size_t) __attribute__((__nonnull__(1)));
void *memcpy(void *, const void *, size_t) __attribute__((__nonnull__(1, 2)));
void *memmove(void *, const void *, size_t) __attribute__((__nonnull__(1, 2)));
void *memchr(const void *, int, size_t) __attribute__((__nonnull__(1)));
int memcmp(const void *, const void *, size_t) __attribute__((__nonnull__(1, 2)));
size_t strlen(const char *) __attribute__((__nonnull__(1)));
int strcmp(const char *, const char *) __attribute__((__nonnull__(1, 2)));
int strncmp(const char *, const char *, size_t) __attribute__((__nonnull__(1, 2)));
char *strcpy(char *, const char *) __attribute__((__nonnull__(1, 2)));
char *strncpy(char *, const char *, size_t) __attribute__((__nonnull__(1, 2)));
char *strcat(char *, const char *) __attribute__((__nonnull__(1, 2)));
char *strncat(char *, const char *, size_t) __attribute__((__nonnull__(1, 2)));
char *strchr(const char *, int) __attribute__((__nonnull__(1)));
char *strrchr(const char *, int) __attribute__((__nonnull__(1)));
size_t strnlen(const char *, size_t) __attribute__((__nonnull__(1)));
size_t strspn(const char *, const char *) __attribute__((__nonnull__(1, 2)));
size_t strcspn(const char *, const char *) __attribute__((__nonnull__(1, 2)));
char *strpbrk(const char *, const char *) __attribute__((__nonnull__(1, 2)));
char *strstr(const char *, const char *) __attribute__((__nonnull__(1, 2)));
char *stpcpy(char *, const char *) __attribute__((__nonnull__(1, 2)));
void bzero(void *, size_t) __attribute__((__nonnull__(1)));
char *strdup(const char *) __attribute__((__nonnull__(1)));
char *strndup(const char *, size_t) __attribute__((__nonnull__(1)));
char *strtok(char *, const char *) __attribute__((__nonnull__(2)));
char *strtok_r(char *, const char *, char **) __attribute__((__nonnull__(2, 3)));
char *strsep(char **, const char *) __attribute__((__nonnull__(1, 2)));
void *memrchr(const void *, int, size_t);
void *memmem(const void *, size_t, const void *, size_t);
void *memccpy(void *, const void *, int, size_t) __attribute__((__nonnull__(1, 2)));
int strcasecmp(const char *, const char *) __attribute__((__nonnull__(1, 2)));
int strncasecmp(const char *, const char *, size_t) __attribute__((__nonnull__(1, 2)));
void bcopy(const void *, void *, size_t) __attribute__((__nonnull__(1, 2)));
char *strerror(int);
int strcoll(const char *, const char *) __attribute__((__nonnull__(1, 2)));
size_t strxfrm(char *, const char *, size_t) __attribute__((__nonnull__(2)));
#ifdef _GNU_SOURCE
/* glibc declares these two only for _GNU_SOURCE: implicitly declared, they are not nonnull */
void *memrchr(const void *, int, size_t) __attribute__((__nonnull__(1)));
void *memmem(const void *, size_t, const void *, size_t) __attribute__((__nonnull__(1, 3)));
#endif
#endif
