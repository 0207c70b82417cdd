/* The __VERIFIER_nondet_<type> family: ranges follow the return type. */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern long __VERIFIER_nondet_long(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
extern _Bool __VERIFIER_nondet_bool(void);

int main(void) {
  char c = __VERIFIER_nondet_char();
  unsigned char uc = __VERIFIER_nondet_uchar();
  short s = __VERIFIER_nondet_short();
  unsigned short us = __VERIFIER_nondet_ushort();
  _Bool b = __VERIFIER_nondet_bool();
  assert(c >= -128 && c <= 127 && uc <= 255); // expect: holds
  assert(s >= -32768 && us <= 65535 && b <= 1); // expect: holds
  assert(c + uc + s + us < 100000); // expect: holds
  unsigned long ul = __VERIFIER_nondet_ulong();
  assert(ul != 18446744073709551615UL); // expect: fails witness=0,0,0,0,0,18446744073709551615
  long l = __VERIFIER_nondet_long();
  assert(l != -9223372036854775807L - 1); // expect: fails witness=0,0,0,0,0,0,-9223372036854775808
  unsigned int ui = __VERIFIER_nondet_uint();
  assert(ui + 1 > ui || us == 0); // expect: fails witness=0,0,0,1,0,0,0,4294967295
  assert(uc + us != 255 + 65535 || b); // expect: fails witness=0,255,0,65535,0,0,0,0
  return 0;
}
