/* <poll.h>, <sys/epoll.h> (a packed struct in glibc), <sys/inotify.h>, <ifaddrs.h> as c-ares'
 * event loop uses them (before: "syntax error before num_fds", and the others missing). */
#include <assert.h>
#include <ifaddrs.h>
#include <poll.h>
#include <stddef.h>
#include <sys/epoll.h>
#include <sys/inotify.h>

int main(void) {
  assert(sizeof(struct pollfd) == 8 && sizeof(nfds_t) == 8);
  assert(sizeof(struct epoll_event) == 12 && offsetof(struct epoll_event, data) == 4);
  assert(sizeof(struct inotify_event) == 16 && offsetof(struct ifaddrs, ifa_addr) == 24);
  struct pollfd fds[2] = {{3, POLLIN, 0}, {4, POLLOUT | POLLERR, 0}};
  assert(fds[1].events == 0x00c && (EPOLLIN | EPOLLET) == 0x80000001u);
  return 0;
}
