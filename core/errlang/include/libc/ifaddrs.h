/* errlang's <ifaddrs.h> (glibc): the interfaces are the system's; getifaddrs is declared only
 * (a run calling it is cut where it is, with the reason). */
#ifndef _ERRLANG_IFADDRS_H
#define _ERRLANG_IFADDRS_H
#include <sys/socket.h>
struct ifaddrs {
  struct ifaddrs *ifa_next;
  char *ifa_name;
  unsigned int ifa_flags;
  struct sockaddr *ifa_addr;
  struct sockaddr *ifa_netmask;
  union {
    struct sockaddr *ifu_broadaddr;
    struct sockaddr *ifu_dstaddr;
  } ifa_ifu;
  void *ifa_data;
};
#define ifa_broadaddr ifa_ifu.ifu_broadaddr
#define ifa_dstaddr ifa_ifu.ifu_dstaddr
int getifaddrs(struct ifaddrs **);
void freeifaddrs(struct ifaddrs *);
#endif
