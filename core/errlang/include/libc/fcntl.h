/* errlang's <fcntl.h> (POSIX, Linux values): open() returns an input (it may fail). */
#ifndef _ERRLANG_FCNTL_H
#define _ERRLANG_FCNTL_H
#include <_errlang_types.h>
#define O_RDONLY 0
#define O_WRONLY 1
#define O_RDWR 2
#define O_ACCMODE 3
#define O_CREAT 0100
#define O_EXCL 0200
#define O_NOCTTY 0400
#define O_TRUNC 01000
#define O_APPEND 02000
#define O_NONBLOCK 04000
#define O_CLOEXEC 02000000
#define O_BINARY 0
#define F_GETFD 1
#define F_SETFD 2
#define F_GETFL 3
#define F_SETFL 4
#define FD_CLOEXEC 1
/* glibc's x86-64 values and struct flock layout (32 bytes; eighth session: sqlite, lmdb) */
#define O_DSYNC 010000
#define O_SYNC 04010000
#define O_DIRECTORY 0200000
#define O_NOFOLLOW 0400000
#define F_DUPFD 0
#define F_GETLK 5
#define F_SETLK 6
#define F_SETLKW 7
#define F_DUPFD_CLOEXEC 1030
#define F_RDLCK 0
#define F_WRLCK 1
#define F_UNLCK 2
struct flock {
  short l_type;
  short l_whence;
  off_t l_start;
  off_t l_len;
  pid_t l_pid;
};
int open(const char *, int, ...);
int creat(const char *, mode_t);
int posix_fallocate(int, off_t, off_t);
int fcntl(int, int, ...);
#endif
