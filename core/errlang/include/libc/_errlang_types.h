/* The POSIX scalar types of errlang's headers, each defined once, here (LP64 x86-64, as glibc):
 * <sys/types.h>, <time.h>, <unistd.h>, <stdio.h>, <signal.h>, <fcntl.h>, <sys/stat.h> and the
 * fallback headers (errlang/include/fallback) all take them from this file, so that two units
 * that get `time_t` or `ssize_t` through different headers have one type and link. */
#ifndef _ERRLANG_TYPES_H
#define _ERRLANG_TYPES_H
#include <stddef.h>
typedef long ssize_t;
typedef long off_t;
typedef long off64_t;
typedef int pid_t;
typedef unsigned int uid_t;
typedef unsigned int gid_t;
typedef unsigned int mode_t;
typedef unsigned long dev_t;
typedef unsigned long ino_t;
typedef unsigned long nlink_t;
typedef long blksize_t;
typedef long blkcnt_t;
typedef long time_t;
typedef long clock_t;
typedef long suseconds_t;
typedef unsigned int useconds_t;
typedef unsigned int id_t;
typedef int key_t;
typedef int clockid_t;
typedef void *timer_t;
typedef unsigned char u_char;
typedef unsigned short u_short;
typedef unsigned int u_int;
typedef unsigned long u_long;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef char *caddr_t;
typedef int daddr_t; /* glibc's __S32_TYPE (was long: sizeof 8, gcc's 4) */
typedef unsigned int socklen_t;
typedef unsigned short sa_family_t;
typedef unsigned long fsblkcnt_t;
typedef unsigned long fsfilcnt_t;
typedef unsigned long rlim_t;
#endif
