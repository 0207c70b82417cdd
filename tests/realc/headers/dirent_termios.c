/* <dirent.h>, <termios.h>, <semaphore.h>, <pwd.h>, <netinet/tcp.h> as libuv's uv/unix.h
 * includes them (before: the fake libc's empty headers, "syntax error before DIR"), and
 * <signal.h> with <pthread.h> (before: pthread_sigmask declared twice, "conflicting types").
 * Every assertion holds under errlang and under gcc with glibc. */
#include <assert.h>
#include <dirent.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <pwd.h>
#include <semaphore.h>
#include <signal.h>
#include <stddef.h>
#include <termios.h>

int main(void) {
  assert(sizeof(struct dirent) == 280 && offsetof(struct dirent, d_name) == 19);
  assert(offsetof(struct dirent, d_type) == 18 && DT_DIR == 4 && DT_REG == 8 && DT_LNK == 10);
  assert(sizeof(struct termios) == 60 && offsetof(struct termios, c_cc) == 17 && NCCS == 32);
  assert(offsetof(struct termios, c_ispeed) == 52 && VMIN == 6 && ICANON == 2 && ECHO == 8);
  assert(B115200 == 4098 && CS8 == 48 && TCSANOW == 0 && IXON == 1024 && OPOST == 1);
  assert(sizeof(sem_t) == 32 && sizeof(struct passwd) == 48);
  assert(offsetof(struct passwd, pw_gecos) == 24 && TCP_NODELAY == 1 && TCP_KEEPCNT == 6);
  return 0;
}
