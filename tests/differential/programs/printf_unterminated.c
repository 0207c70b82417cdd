// printf("%s") of a char array without its NUL: gcc's AddressSanitizer checks every %s
// argument (check_printf=1) and reports the overflow; errlang's printf reads no argument
// string and had no finding (K, tenth session).
#include <assert.h>
#include <stdio.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a = __VERIFIER_nondet_int();
  char name[4];
  memcpy(name, "abcd", 4);
  if (a == 1) printf("%s\n", name);
  assert(a != 9);
  return 0;
}
