/* errlang's LP64 <stddef.h> (C11 7.19): the one definition of size_t, ptrdiff_t and wchar_t
 * in errlang's headers (every other header takes them from here). */
#ifndef _ERRLANG_STDDEF_H
#define _ERRLANG_STDDEF_H
typedef unsigned long size_t;
typedef long ptrdiff_t;
typedef int wchar_t;
typedef struct {
  long long __max_align[4]; /* glibc's size (32); its alignment is 16, this one's 8 */
} max_align_t;
#define NULL ((void *)0)
#define offsetof(type, member) ((size_t) &((type *)0)->member)
#endif
