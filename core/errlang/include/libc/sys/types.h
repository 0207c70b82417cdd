/* errlang's <sys/types.h> (POSIX): the types of errlang/include/libc/_errlang_types.h. */
#ifndef _ERRLANG_SYS_TYPES_H
#define _ERRLANG_SYS_TYPES_H
#include <_errlang_types.h>
#include <stdint.h>
#endif
