/* <arpa/nameser.h> as c-ares' ares_nameser.h includes it (was missing): the protocol's numbers
 * and NS_GET16/NS_PUT16 on a DNS header's bytes. */
#include <arpa/nameser.h>
#include <assert.h>

unsigned char nondet_uchar(void);

int main(void) {
  unsigned char header[NS_HFIXEDSZ] = {0x12, 0x34};
  const unsigned char *cp = header;
  unsigned int id;
  NS_GET16(id, cp);
  assert(id == 0x1234 && cp == header + 2);
  header[2] = nondet_uchar();
  unsigned char *out = header + 4;
  NS_PUT16(ns_t_aaaa, out);
  assert(header[4] == 0 && header[5] == 28 && ns_c_in == 1 && ns_r_nxdomain == 3);
  cp = header + 2;
  NS_GET16(id, cp);
  assert(id >> 8 != 0x81); /* fails: a response's flags byte */
  return 0;
}
