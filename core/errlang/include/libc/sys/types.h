/* errlang's <sys/types.h> (POSIX): the types of errlang/include/libc/_errlang_types.h and, as
 * glibc's, the POSIX threads types (_errlang_pthreadtypes.h). */
#ifndef _ERRLANG_SYS_TYPES_H
#define _ERRLANG_SYS_TYPES_H
#include <_errlang_types.h>
#include <_errlang_pthreadtypes.h>
#include <stdint.h>
#include <endian.h> /* as glibc under its default _DEFAULT_SOURCE */
#endif
