/* Integer constant expressions in each context C allows them (static initialiser, array size,
   case label, enumerator), with values beyond 2^53, negative division and unsigned wrap. */
#include <assert.h>
#include <stdio.h>
enum { BIG = 9007199254740993LL / 1 > 9007199254740992LL, WRAP = (-1 < 1u) + 2 };
static long long q = 9007199254740993LL / 1;
static unsigned long long r = 18446744073709551615ULL % 1000000007;
static char sized[(9007199254740993LL % 2) + 2];
static char neg[-7 / 2 + 5];
static char rem[(-7 % 2) + 3];
static char inv[(~0u == 4294967295u) + 1];
int main(void) {
  int k = 3;
  switch (k) {
  case 9007199254740993LL / 3000000000000000LL: break;
  default: assert(0);
  }
  assert(BIG == 1 && WRAP == 2);
  assert(q == 9007199254740993LL);
  assert(r == 582344007ULL);
  assert(sizeof sized == 3);
  assert(sizeof neg == 2);
  assert(sizeof rem == 2);
  assert(sizeof inv == 2);
  printf("ok\n");
  return 0;
}
