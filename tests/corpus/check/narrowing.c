/* Narrowing conversions to char and short (char is signed on x86-64). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  short t = 40000;
  assert(t == -25536); // expect: holds
  char big = 200 + 100;
  assert(big == 44); // expect: holds
  char a = 100, b = 100;
  char s2 = a + b;
  int promoted = a + b;
  assert(s2 == -56 && promoted == 200); // expect: holds
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0 && x < 1000);
  char c = (char)x;
  signed char sc = x;
  short sh = (short)(x * 100);
  unsigned char uc = x;
  assert(uc == x % 256); // expect: holds
  assert(c == sc); // expect: holds
  assert(sh == x * 100 || x * 100 > 32767); // expect: holds
  assert(c >= 0); // expect: fails witness=128
  assert(sh >= 0); // expect: fails witness=330
  return 0;
}
