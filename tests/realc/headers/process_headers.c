/* <sys/wait.h>, <sys/resource.h>, <sys/utsname.h>, <sys/statvfs.h>, <sys/times.h>, <sys/un.h>,
 * <grp.h>, <sys/ioctl.h>, <dlfcn.h>, <fnmatch.h>, <sched.h>, <sys/eventfd.h>, <sys/timerfd.h>
 * (a probe of the headers libuv's unix units include). Before, most were the fake libc's empty
 * headers: "'WNOHANG' is not declared", and a variable of an undefined struct type was
 * accepted with a wrong size, so `sizeof(struct utsname) == 390` FAILED where gcc holds. Every
 * assertion holds under errlang and under gcc with glibc; the status macros are checked on an
 * input status against their definitions by hand. */
#include <assert.h>
#include <dlfcn.h>
#include <fnmatch.h>
#include <grp.h>
#include <sched.h>
#include <stddef.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/statvfs.h>
#include <sys/timerfd.h>
#include <sys/times.h>
#include <sys/un.h>
#include <sys/utsname.h>
#include <sys/wait.h>

unsigned short nondet_ushort(void);

int main(void) {
  assert(sizeof(struct utsname) == 390 && sizeof(struct statvfs) == 112);
  assert(offsetof(struct statvfs, f_namemax) == 80 && sizeof(struct tms) == 32);
  assert(sizeof(struct group) == 32 && offsetof(struct group, gr_mem) == 24);
  assert(sizeof(struct sockaddr_un) == 110 && offsetof(struct sockaddr_un, sun_path) == 2);
  assert(sizeof(struct rlimit) == 16 && sizeof(struct rusage) == 144 && RLIMIT_NOFILE == 7);
  assert(offsetof(struct rusage, ru_nivcsw) == 136 && RLIM_INFINITY == (rlim_t)-1);
  assert(sizeof(struct winsize) == 8 && FIONBIO == 0x5421 && TIOCGWINSZ == 0x5413);
  assert(RTLD_NOW == 2 && RTLD_GLOBAL == 0x100 && FNM_NOMATCH == 1 && SCHED_RR == 2);
  assert(EFD_NONBLOCK == 04000 && TFD_CLOEXEC == 02000000 && sizeof(struct itimerspec) == 32);
  int s = nondet_ushort();
  assert(WIFEXITED(s) == ((s & 0x7f) == 0) && WEXITSTATUS(s) == ((s >> 8) & 0xff));
  assert(WIFSTOPPED(s) == ((s & 0xff) == 0x7f));
  assert(WIFSIGNALED(s) == ((s & 0x7f) != 0 && (s & 0x7f) != 0x7f));
  return 0;
}
