/* Rotations of bytes and half-words undo each other. */
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern unsigned int __VERIFIER_nondet_uint(void);

static inline unsigned char rotl8(unsigned char v, unsigned n)
{
  n &= 7;
  return (unsigned char)((v << n) | (v >> ((8 - n) & 7)));
}

static inline unsigned char rotr8(unsigned char v, unsigned n)
{
  n &= 7;
  return (unsigned char)((v >> n) | (v << ((8 - n) & 7)));
}

static inline unsigned short rotl16(unsigned short v, unsigned n)
{
  n &= 15;
  return (unsigned short)((v << n) | (v >> ((16 - n) & 15)));
}

static inline unsigned short rotr16(unsigned short v, unsigned n)
{
  n &= 15;
  return (unsigned short)((v >> n) | (v << ((16 - n) & 15)));
}

int main(void)
{
  unsigned char b = __VERIFIER_nondet_uchar();
  unsigned short h = __VERIFIER_nondet_ushort();
  unsigned n = __VERIFIER_nondet_uint();
  assert(rotr8(rotl8(b, n), n) == b);
  assert(rotl16(rotr16(h, n), n) == h);
  return 0;
}
