/* <net/ethernet.h>, <linux/errqueue.h>, <sys/sendfile.h>, <syscall.h>, <sys/statfs.h>,
 * <sys/sysinfo.h>, <netpacket/packet.h>, <sys/ioctl.h>'s _IOW as libuv's linux.c, udp.c, fs.c
 * and random-sysctl-linux.c use them (before: "No such file or directory").
 * Every assertion holds under errlang and under gcc with glibc. */
#include <assert.h>
#include <stddef.h>
#include <sys/socket.h>
#include <time.h>
#include <linux/errqueue.h>
#include <net/ethernet.h>
#include <sys/sendfile.h>
#include <syscall.h>
#include <sys/ioctl.h>
#include <sys/statfs.h>
#include <sys/sysinfo.h>
#include <netpacket/packet.h>

int main(void) {
  assert(sizeof(struct ether_addr) == 6 && sizeof(struct ether_header) == 14);
  assert(offsetof(struct ether_header, ether_type) == 12 && ETHERTYPE_IPV6 == 0x86dd);
  assert(sizeof(struct sock_extended_err) == 16);
  assert(offsetof(struct sock_extended_err, ee_info) == 8);
  assert(SO_EE_ORIGIN_ICMP6 == 3 && SYS_getpid == 39 && ETHER_MAX_LEN == 1518);
  assert(sizeof(struct statfs) == 120 && sizeof(struct sysinfo) == 112);
  assert(sizeof(struct sockaddr_ll) == 20 && _IOW(0x94, 9, int) == 0x40049409);
  return 0;
}
