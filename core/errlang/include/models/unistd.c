/* Models of POSIX <unistd.h> and <sys/stat.h> reads: read() fills the buffer with input bytes
 * (any count from 0 to the size asked; -1 on an error: nothing written), stat() and fstat()
 * fill the struct with inputs or fail. */
#include <errno.h>
#include <sys/random.h>
#include <sys/uio.h>
#include <sys/stat.h>
#include <unistd.h>

int __VERIFIER_nondet_int(void);
long __VERIFIER_nondet_long(void);
unsigned char __VERIFIER_nondet_uchar(void);
void __errlang_unsupported(const char *);

ssize_t read(int fd, void *buffer, size_t size)
{
  unsigned char *bytes = (unsigned char *)buffer;
  long count = __VERIFIER_nondet_long();
  long i = 0;
  __VERIFIER_assume(count >= -1 && count <= (long)size);
  if (count < 0) {
    errno = __VERIFIER_nondet_int();
    return -1;
  }
  while (i < count) {
    bytes[i] = __VERIFIER_nondet_uchar();
    i++;
  }
  return count;
}

ssize_t pread(int fd, void *buffer, size_t size, off_t offset)
{
  return read(fd, buffer, size);
}

int fstat(int fd, struct stat *info)
{
  if (__VERIFIER_nondet_int()) {
    errno = EBADF;
    return -1;
  }
  info->st_mode = __VERIFIER_nondet_int();
  info->st_size = __VERIFIER_nondet_long();
  __VERIFIER_assume(info->st_size >= 0);
  info->st_nlink = 1;
  info->st_blksize = 4096;
  info->st_blocks = (info->st_size + 511) / 512;
  return 0;
}

int stat(const char *path, struct stat *info)
{
  if (path[0] == 0) {
    errno = ENOENT;
    return -1;
  }
  return fstat(3, info);
}

int lstat(const char *path, struct stat *info)
{
  return stat(path, info);
}

/* A write reads the bytes and writes some of them, or fails (POSIX: -1 and errno). */
ssize_t write(int fd, const void *buffer, size_t size)
{
  const unsigned char *bytes = (const unsigned char *)buffer;
  long count = __VERIFIER_nondet_long();
  size_t i = 0;
  unsigned char seen = 0;
  while (i < size) {
    seen ^= bytes[i];
    i++;
  }
  __VERIFIER_assume(count >= -1 && count <= (long)size);
  if (count < 0)
    errno = __VERIFIER_nondet_int();
  return count;
}

ssize_t pwrite(int fd, const void *buffer, size_t size, off_t offset)
{
  return write(fd, buffer, size);
}

/* getrandom: the buffer filled with input bytes (all of them: a call of at most 256 bytes is
 * never interrupted, and a program asking for more is cut at the loop bound). */
ssize_t getrandom(void *buffer, size_t size, unsigned int flags)
{
  unsigned char *bytes = (unsigned char *)buffer;
  size_t i = 0;
  while (i < size) {
    bytes[i] = __VERIFIER_nondet_uchar();
    i++;
  }
  return (ssize_t)size;
}

int getentropy(void *buffer, size_t size)
{
  if (size > 256) {
    errno = EIO;
    return -1;
  }
  getrandom(buffer, size, 0);
  return 0;
}

/* writev: one write of the buffers in order (reads every byte; writes a prefix or fails). */
ssize_t writev(int fd, const struct iovec *parts, int count)
{
  long total = 0, done;
  int i = 0;
  while (i < count) {
    const unsigned char *bytes = (const unsigned char *)parts[i].iov_base;
    size_t j = 0;
    unsigned char seen = 0;
    while (j < parts[i].iov_len) {
      seen ^= bytes[j];
      j++;
    }
    total += (long)parts[i].iov_len;
    i++;
  }
  done = __VERIFIER_nondet_long();
  __VERIFIER_assume(done >= -1 && done <= total);
  if (done < 0)
    errno = __VERIFIER_nondet_int();
  return done;
}

/* readv: input bytes into the buffers in order, as many as one read gives. */
ssize_t readv(int fd, const struct iovec *parts, int count)
{
  long total = 0, done, filled = 0;
  int i = 0;
  while (i < count) {
    total += (long)parts[i].iov_len;
    i++;
  }
  done = __VERIFIER_nondet_long();
  __VERIFIER_assume(done >= -1 && done <= total);
  if (done < 0) {
    errno = __VERIFIER_nondet_int();
    return -1;
  }
  i = 0;
  while (filled < done) {
    unsigned char *bytes = (unsigned char *)parts[i].iov_base;
    size_t j = 0;
    while (j < parts[i].iov_len && filled < done) {
      bytes[j] = __VERIFIER_nondet_uchar();
      j++;
      filled++;
    }
    i++;
  }
  return done;
}

/* Linux's syscall(2): the calls that only answer a number are inputs (a process or thread
 * id is in 1..2^22, Linux's largest pid_max; a user id below 2^32 - 1; sched_yield is 0);
 * any other call cuts the run (what it does to memory is the kernel's). */
long syscall(long number, ...)
{
  long answer = __VERIFIER_nondet_long();
  if (number == 24)
    return 0;
  if (number == 39 || number == 110 || number == 186) {
    __VERIFIER_assume(answer >= 1 && answer <= 4194304);
    return answer;
  }
  if (number == 102) {
    __VERIFIER_assume(answer >= 0 && answer < 4294967295L);
    return answer;
  }
  __errlang_unsupported("syscall: only gettid, getpid, getppid, getuid and sched_yield are "
                        "modelled (what another system call does is the kernel's)");
  return -1;
}
