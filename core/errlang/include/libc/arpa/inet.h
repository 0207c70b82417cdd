/* errlang's <arpa/inet.h> (POSIX): the byte-order macros of <netinet/in.h>; the address
 * conversions are declared only (a run calling one that writes through a pointer is cut
 * where it is, with the reason, docs/libc.md). */
#ifndef _ERRLANG_ARPA_INET_H
#define _ERRLANG_ARPA_INET_H
#include <netinet/in.h>
in_addr_t inet_addr(const char *);
char *inet_ntoa(struct in_addr);
int inet_aton(const char *, struct in_addr *);
int inet_pton(int, const char *, void *);
const char *inet_ntop(int, const void *, char *, socklen_t);
#endif
