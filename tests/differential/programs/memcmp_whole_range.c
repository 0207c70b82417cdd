// memcmp over 6 bytes of a 4-byte array whose first byte differs: gcc's AddressSanitizer checks
// both whole ranges first (strict_memcmp=1) and reports the overflow; errlang stopped at the
// first difference and said the assertion holds, with no finding (K, tenth session).
#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a = __VERIFIER_nondet_int();
  char buf[4] = { 'x', 'y', 'z', 0 };
  int m = memcmp(buf, "aaaaaa", a == 2 ? 6 : 4);
  assert(m != 0);
  return 0;
}
