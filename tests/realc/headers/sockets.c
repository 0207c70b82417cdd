/* The POSIX networking headers as c-ares' ares.h and a server's code use them (fd_set was
 * not defined: "syntax error before 'fd_set'"): glibc's x86-64 layouts and byte orders. */
#include <arpa/inet.h>
#include <assert.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stddef.h>
#include <sys/select.h>
#include <sys/socket.h>

unsigned short nondet_ushort(void);

int main(void) {
  assert(sizeof(struct sockaddr_in) == 16 && sizeof(struct sockaddr_in6) == 28);
  assert(sizeof(struct sockaddr_storage) == 128 && sizeof(fd_set) == 128);
  assert(sizeof(struct addrinfo) == 48 && offsetof(struct addrinfo, ai_addr) == 24);
  assert(sizeof(struct msghdr) == 56 && offsetof(struct sockaddr_in6, sin6_addr) == 8);
  fd_set set;
  FD_ZERO(&set);
  FD_SET(70, &set);
  assert(FD_ISSET(70, &set) && !FD_ISSET(69, &set) && !FD_ISSET(6, &set));
  FD_CLR(70, &set);
  assert(!FD_ISSET(70, &set));
  struct sockaddr_in a;
  a.sin_family = AF_INET;
  a.sin_port = htons(0x1234);
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  unsigned char *bytes = (unsigned char *)&a.sin_addr;
  assert(bytes[0] == 127 && bytes[3] == 1 && ntohs(a.sin_port) == 0x1234);
  unsigned short port = nondet_ushort();
  assert(ntohs(htons(port)) == port);
  assert(htons(port) != 0x5000); /* fails: port 80 */
  struct in6_addr any = IN6ADDR_ANY_INIT;
  assert(IN6_IS_ADDR_UNSPECIFIED(&any));
  return 0;
}
