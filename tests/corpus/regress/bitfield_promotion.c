/* Reduced from the construct differential (tests/differential/construct_programs.py, seed 6):
 * a bit-field narrower than int is read as an int (C11 6.3.1.1p2), whatever type it is
 * declared with: gcc computes bf.f1 * 1000 + bf.f2 * 10 in int, -580 for f1 = 0, f2 = -58.
 * errlang read `unsigned f1 : 4` as unsigned int, so the sum wrapped to 4294966716 and the
 * first assertion was said to hold for all runs. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct B { unsigned f1 : 4; int f2 : 7; unsigned char f4 : 3; unsigned long f5 : 20; unsigned f6 : 32; };

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (a < 0 || a > 3 || b < 0 || b > 3) return 0;
  struct B bf = { 0 };
  bf.f1 = a; bf.f2 = b * 35; bf.f4 = a;
  long r = bf.f1 * 1000 + bf.f2 * 10;
  assert(r != -580L); // expect: fails witness=0,2
  assert(bf.f1 - 4 < 0); // expect: holds
  assert(bf.f4 - 4 < 0); // expect: holds
  assert(bf.f5 - 1 < 0); // expect: holds
  assert(bf.f6 - 1 > 0); // expect: holds
  return 0;
}
