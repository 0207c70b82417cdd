/* <arpa/nameser_compat.h> as c-ares' ares_nameser.h includes it (was missing): glibc's
 * bit-field layout of a DNS header (gcc's, 12 bytes) and BIND 4's names, also through
 * <arpa/nameser.h> as glibc's. */
#include <arpa/nameser.h>
#include <assert.h>
#include <string.h>

unsigned char nondet_uchar(void);

int main(void) {
  HEADER h;
  unsigned char wire[HFIXEDSZ] = {0x12, 0x34, 0x81, 0x80, 0, 1};
  assert(sizeof(HEADER) == 12 && T_AAAA == 28 && C_IN == 1 && NXDOMAIN == 3);
  assert(PACKETSZ == 512 && INDIR_MASK == 0xc0 && S_ADDT == 3 && ADD == 1);
  memcpy(&h, wire, sizeof h);
  assert(h.qr == 1 && h.rd == 1 && h.ra == 1 && h.opcode == 0 && h.rcode == 0);
  wire[3] = nondet_uchar();
  memcpy(&h, wire, sizeof h);
  assert(h.rcode == (wire[3] & 15u) && h.ra == wire[3] >> 7);
  assert(h.rcode != NXDOMAIN); /* fails: a flags byte ending in 3 */
  return 0;
}
