/* errlang's <sys/un.h> (POSIX; glibc's x86-64 struct sockaddr_un: 110 bytes). */
#ifndef _ERRLANG_SYS_UN_H
#define _ERRLANG_SYS_UN_H
#include <_errlang_types.h>
#include <string.h>
struct sockaddr_un {
  sa_family_t sun_family;
  char sun_path[108];
};
#define SUN_LEN(ptr) (__builtin_offsetof(struct sockaddr_un, sun_path) + strlen((ptr)->sun_path))
#endif
