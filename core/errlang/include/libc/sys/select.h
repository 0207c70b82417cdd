/* errlang's <sys/select.h> (POSIX; glibc's x86-64 layout): fd_set and its macros. select()
 * and pselect() are declared only: a run that calls one is cut where it is (they write
 * through their pointer arguments, docs/libc.md). */
#ifndef _ERRLANG_SYS_SELECT_H
#define _ERRLANG_SYS_SELECT_H
#include <_errlang_types.h>
#include <sys/time.h>
#include <time.h>
#define FD_SETSIZE 1024
#define __NFDBITS (8 * (int)sizeof(long))
typedef struct {
  long __fds_bits[FD_SETSIZE / (8 * (int)sizeof(long))];
} fd_set;
#define FD_ZERO(set) ((void)__builtin_memset((set), 0, sizeof(fd_set)))
#define FD_SET(fd, set) ((void)((set)->__fds_bits[(fd) / __NFDBITS] |= (1L << ((fd) % __NFDBITS))))
#define FD_CLR(fd, set) ((void)((set)->__fds_bits[(fd) / __NFDBITS] &= ~(1L << ((fd) % __NFDBITS))))
#define FD_ISSET(fd, set) (((set)->__fds_bits[(fd) / __NFDBITS] & (1L << ((fd) % __NFDBITS))) != 0)
int select(int, fd_set *, fd_set *, fd_set *, struct timeval *);
int pselect(int, fd_set *, fd_set *, fd_set *, const struct timespec *, const void *);
#endif
