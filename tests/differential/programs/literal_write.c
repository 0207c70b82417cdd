// A write into a string literal (C11 6.4.5p7: undefined); gcc's run stops with SEGV (.rodata),
// errlang had no finding and the run went on (K, tenth session).
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a = __VERIFIER_nondet_int();
  char *p = "abc";
  if (a == 1) p[0] = 'x';
  assert(a != 9);
  return 0;
}
