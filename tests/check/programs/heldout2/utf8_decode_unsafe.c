/* A UTF-8 decoder for one- and two-byte sequences that does not reject overlong forms: the
 * bytes C0 80 decode to U+0000, which a validator must refuse. */
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

static long decode(const unsigned char *s, int *len)
{
  if (s[0] < 0x80) {
    *len = 1;
    return s[0];
  }
  if ((s[0] & 0xe0) == 0xc0 && (s[1] & 0xc0) == 0x80) {
    *len = 2;
    return ((long)(s[0] & 0x1f) << 6) | (s[1] & 0x3f);
  }
  *len = 0;
  return -1;
}

int main(void)
{
  unsigned char s[2] = {__VERIFIER_nondet_uchar(), __VERIFIER_nondet_uchar()};
  int len;
  long cp = decode(s, &len);
  if (len == 2)
    assert(cp >= 0x80); /* a two-byte form encodes at least U+0080 */
  if (len == 1)
    assert(cp < 0x80);
  return 0;
}
