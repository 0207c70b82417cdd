// A non-void function that falls off its end on some paths (C11 6.9.1p12: undefined if the
// value is used; no gcc sanitizer checks it in C): gcc's run reads whatever the register held
// and fails the assertion; errlang gave the path the other return's value and said the
// assertion holds for all runs (K, tenth session).
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static int noret(int x) {
  if (x > 0) return 1;
}
int main(void) {
  int a = __VERIFIER_nondet_int();
  int v = noret(a);
  assert(v == 1);
  return 0;
}
