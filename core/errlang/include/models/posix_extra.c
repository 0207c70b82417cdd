/* Models of <fcntl.h>'s fcntl and <unistd.h>'s sysconf/getpagesize (eighth session: sqlite's
 * and lmdb's lock and page-size calls), Linux x86-64's answers. fcntl's commands that set
 * something return 0 or fail (-1, errno an input); F_SETLK/F_SETLKW read the struct flock and
 * refuse a bad l_type with EINVAL as Linux does; F_GETLK writes the lock that blocks (the
 * system's state): a run calling it is cut there, as is any command not listed. The page size
 * is 4096 (x86-64's only base page); other sysconf names are inputs, -1 or more. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <unistd.h>

int __VERIFIER_nondet_int(void);
long __VERIFIER_nondet_long(void);
void __errlang_unsupported(const char *);

static int __errlang_fcntl_fails(void)
{
  errno = __VERIFIER_nondet_int();
  return -1;
}

int fcntl(int fd, int cmd, ...)
{
  va_list ap;
  int result;
  if (cmd == F_SETLK || cmd == F_SETLKW) {
    struct flock *lock;
    va_start(ap, cmd);
    lock = va_arg(ap, struct flock *);
    va_end(ap);
    if (lock->l_type != F_RDLCK && lock->l_type != F_WRLCK && lock->l_type != F_UNLCK) {
      errno = EINVAL;
      return -1;
    }
    return __VERIFIER_nondet_int() ? __errlang_fcntl_fails() : 0;
  }
  if (cmd == F_SETFD || cmd == F_SETFL)
    return __VERIFIER_nondet_int() ? __errlang_fcntl_fails() : 0;
  if (cmd == F_GETFD) {
    result = __VERIFIER_nondet_int();
    if (result != 0 && result != FD_CLOEXEC)
      return __errlang_fcntl_fails();
    return result;
  }
  if (cmd == F_GETFL || cmd == F_DUPFD || cmd == F_DUPFD_CLOEXEC) {
    result = __VERIFIER_nondet_int();
    return result < 0 ? __errlang_fcntl_fails() : result;
  }
  __errlang_unsupported("fcntl with this command (F_GETLK, F_GETOWN, ...) has no model in errlang");
  return -1;
}

long sysconf(int name)
{
  long result;
  if (name == _SC_PAGESIZE)
    return 4096;
  result = __VERIFIER_nondet_long();
  __VERIFIER_assume(result >= -1);
  return result;
}

int getpagesize(void) { return 4096; }
