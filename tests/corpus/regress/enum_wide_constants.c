/* Found by the construct differential's families (tests/differential/construct_families.py,
 * seed 6): an enumeration constant beyond int has gcc's first type that holds it
 * (U_BIG = 0x80000000u is unsigned int: U_BIG + 0 > 0), and an enum with a constant beyond
 * 32 bits is 8 bytes (long, or unsigned long when no constant is negative). errlang typed
 * every constant int without wrapping its value (the encoder read 0x80000000 as INT_MIN: a
 * sum with U_BIG was negative) and every enum 4 bytes: the first assertion held for all runs
 * (gcc fails it) and the third failed (gcc never does). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
enum U { U_BIG = 0x80000000u, U_ONE = 1 };
enum B { B_BIG = 0x100000000, B_LOW = -1 };
enum C { C_BIG = 0x100000000 };

int main(void) {
  int b = __VERIFIER_nondet_int();
  if (b < -3 || b > 3) return 0;
  enum U u = b > 0 ? U_BIG : U_ONE;
  long r = (u > 1) + (long)(u - 2) + (U_BIG + b > 0) * 4;
  assert(r != 2147483651L); // expect: fails witness=1
  assert(sizeof(U_BIG) == 4 && sizeof(U_ONE) == 4 && B_LOW < 0); // expect: holds
  assert(sizeof(enum B) == 8 && sizeof(B_BIG) == 8 && sizeof(C_BIG) == 8); // expect: holds
  enum B big = B_BIG;
  assert(big + b > 0); // expect: holds
  return 0;
}
