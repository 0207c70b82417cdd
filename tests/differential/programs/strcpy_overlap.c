// strcpy(s + 1, s): gcc's AddressSanitizer reports strcpy-param-overlap; errlang had no
// finding (K, tenth session).
#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a = __VERIFIER_nondet_int();
  char s[8] = "abcdef";
  if (a == 5) strcpy(s + 1, s);
  assert(a != 9);
  return 0;
}
