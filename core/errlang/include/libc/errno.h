/* errlang's <errno.h> (C11 7.5, POSIX codes as Linux): `errno` is one int of static storage
 * (glibc's spelling, `*__errno_location()`, a C model in errlang/include/models/errno.c) that
 * the models set where C or POSIX says they do (strtol, strtod, fopen). */
#ifndef _ERRLANG_ERRNO_H
#define _ERRLANG_ERRNO_H
int *__errno_location(void);
#define errno (*__errno_location())
#define EPERM 1
#define ENOENT 2
#define ESRCH 3
#define EINTR 4
#define EIO 5
#define ENXIO 6
#define E2BIG 7
#define ENOEXEC 8
#define EBADF 9
#define ECHILD 10
#define EAGAIN 11
#define EWOULDBLOCK EAGAIN
#define ENOMEM 12
#define EACCES 13
#define EFAULT 14
#define EBUSY 16
#define EEXIST 17
#define EXDEV 18
#define ENODEV 19
#define ENOTDIR 20
#define EISDIR 21
#define EINVAL 22
#define ENFILE 23
#define EMFILE 24
#define ENOTTY 25
#define EFBIG 27
#define ENOSPC 28
#define ESPIPE 29
#define EROFS 30
#define EMLINK 31
#define EPIPE 32
#define EDOM 33
#define ERANGE 34
#define EDEADLK 35
#define ENAMETOOLONG 36
#define ENOLCK 37
#define ENOSYS 38
#define ENOTEMPTY 39
#define ELOOP 40
#define ENODATA 61
#define EOVERFLOW 75
#define EILSEQ 84
#define ENOTSUP 95
#define EOPNOTSUPP 95
#define EADDRINUSE 98
#define ECONNRESET 104
#define ETIMEDOUT 110
#define ECONNREFUSED 111
#define EINPROGRESS 115
#endif
