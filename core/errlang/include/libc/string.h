/* errlang's LP64 <string.h>: memset/memcpy are IR instructions, the rest C models
 * (errlang/include/models/string.c). */
#ifndef _ERRLANG_STRING_H
#define _ERRLANG_STRING_H
#include <stddef.h>
void *memset(void *, int, size_t);
void *memcpy(void *, const void *, size_t);
void *memmove(void *, const void *, size_t);
void *memchr(const void *, int, size_t);
int memcmp(const void *, const void *, size_t);
size_t strlen(const char *);
int strcmp(const char *, const char *);
int strncmp(const char *, const char *, size_t);
char *strcpy(char *, const char *);
char *strncpy(char *, const char *, size_t);
char *strcat(char *, const char *);
char *strncat(char *, const char *, size_t);
char *strchr(const char *, int);
char *strrchr(const char *, int);
size_t strnlen(const char *, size_t);
size_t strspn(const char *, const char *);
size_t strcspn(const char *, const char *);
char *strpbrk(const char *, const char *);
char *strstr(const char *, const char *);
char *stpcpy(char *, const char *);
void bzero(void *, size_t);
char *strdup(const char *);
char *strndup(const char *, size_t);
char *strtok(char *, const char *);
char *strtok_r(char *, const char *, char **);
char *strsep(char **, const char *);
void *memrchr(const void *, int, size_t);
void *memmem(const void *, size_t, const void *, size_t);
void *memccpy(void *, const void *, int, size_t);
int strcasecmp(const char *, const char *);
int strncasecmp(const char *, const char *, size_t);
void bcopy(const void *, void *, size_t);
char *strerror(int);
int strcoll(const char *, const char *);
size_t strxfrm(char *, const char *, size_t);
#endif
