/* The type of an enumeration constant as gcc gives it (C11 6.7.2.2 leaves the enum's type to
 * the implementation): int when the value fits, else the enum's own type — unsigned long for
 * B beside non-negative constants (so B > -1 is false: -1 converts to ULONG_MAX), long for Q
 * beside a negative one; gcc 12's _Generic shows the same. Before, errlang took the first of
 * int, unsigned, long, unsigned long holding the value: B was long, and the first assertion
 * was said to fail. sizeof of an enumeration constant is a constant expression too. */
#include <assert.h>
enum E { A = 1, B = 0x100000000 };
enum F { C = 0x80000000 };
enum G { D = -1, E2 = 0x80000000 };
enum I { P = -1, Q = 0x100000000 };
enum K { K1 = 0x80000000u, K2 = K1 + 1 };

int main(void) {
  static int table[sizeof(B)];
  assert(!(B > -1)); // expect: holds
  assert(Q > -1); // expect: holds
  assert(C + 0 > 0); // expect: holds
  assert(E2 > -1 && D < 0); // expect: holds
  assert(sizeof(B) == 8 && sizeof(A) == 4 && sizeof(C) == 4 && sizeof(E2) == 8); // expect: holds
  assert(K2 == 0x80000001u); // expect: holds
  assert(sizeof(table) == 32); // expect: holds
  return 0;
}
