/* errlang's <sys/uio.h> (POSIX): readv/writev as C models (models/unistd.c). */
#ifndef _ERRLANG_SYS_UIO_H
#define _ERRLANG_SYS_UIO_H
#include <_errlang_types.h>
struct iovec {
  void *iov_base;
  size_t iov_len;
};
ssize_t readv(int, const struct iovec *, int);
ssize_t writev(int, const struct iovec *, int);
#endif
