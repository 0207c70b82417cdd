// memmem over 6 bytes of a 4-byte array, the match at 0: gcc's AddressSanitizer checks both
// whole ranges first and reports the overflow; errlang found the match and said the assertion
// holds, with no finding (K, tenth session).
#define _GNU_SOURCE
#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a = __VERIFIER_nondet_int();
  char buf[4] = { 'x', 'y', 'z', 0 };
  char *p = memmem(buf, a == 2 ? 6 : 4, "xy", 2);
  assert(p != 0);
  return 0;
}
