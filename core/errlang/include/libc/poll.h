/* errlang's <poll.h> (POSIX; glibc's x86-64 layout and constants). poll() is declared only:
 * it writes the revents through its pointer, so a run that calls it is cut where it is. */
#ifndef _ERRLANG_POLL_H
#define _ERRLANG_POLL_H
typedef unsigned long nfds_t;
struct pollfd {
  int fd;
  short events;
  short revents;
};
#define POLLIN 0x001
#define POLLPRI 0x002
#define POLLOUT 0x004
#define POLLERR 0x008
#define POLLHUP 0x010
#define POLLNVAL 0x020
#define POLLRDNORM 0x040
#define POLLRDBAND 0x080
#define POLLWRNORM 0x100
#define POLLWRBAND 0x200
int poll(struct pollfd *, nfds_t, int);
#endif
