/* errlang's <linux/errqueue.h> (the kernel's struct sock_extended_err: 16 bytes, and the
 * SO_EE_ numbers). */
#ifndef _ERRLANG_LINUX_ERRQUEUE_H
#define _ERRLANG_LINUX_ERRQUEUE_H
#include <stdint.h>
struct sock_extended_err {
  uint32_t ee_errno;
  uint8_t ee_origin;
  uint8_t ee_type;
  uint8_t ee_code;
  uint8_t ee_pad;
  uint32_t ee_info;
  uint32_t ee_data;
};
#define SO_EE_ORIGIN_NONE 0
#define SO_EE_ORIGIN_LOCAL 1
#define SO_EE_ORIGIN_ICMP 2
#define SO_EE_ORIGIN_ICMP6 3
#define SO_EE_ORIGIN_TXSTATUS 4
#define SO_EE_ORIGIN_ZEROCOPY 5
#define SO_EE_ORIGIN_TXTIME 6
#define SO_EE_ORIGIN_TIMESTAMPING SO_EE_ORIGIN_TXSTATUS
#define SO_EE_OFFENDER(ee) ((struct sockaddr *)((ee) + 1))
#endif
