/* errlang's <sys/types.h> (POSIX): the types of errlang/include/libc/_errlang_types.h and, as
 * glibc's, the POSIX threads types (_errlang_pthreadtypes.h). */
#ifndef _ERRLANG_SYS_TYPES_H
#define _ERRLANG_SYS_TYPES_H
#include <_errlang_types.h>
#include <_errlang_pthreadtypes.h>
#include <stdint.h>
#include <endian.h> /* as glibc under its default _DEFAULT_SOURCE */
/* glibc's BSD names under its default __USE_MISC (bcrypt's blf.h: u_int8_t, u_int32_t) */
typedef unsigned char u_int8_t;
typedef unsigned short u_int16_t;
typedef unsigned int u_int32_t;
typedef unsigned long u_int64_t;
typedef long quad_t;
typedef unsigned long u_quad_t;
typedef long register_t;
typedef long loff_t;
typedef unsigned long ulong;
typedef struct {
    int __val[2];
} fsid_t;
#endif
