// printf's result: the bytes written (2 or 3 here) or -1; errlang left it unconstrained and
// said the assertion fails with n = 0, a run gcc never gives (K, tenth session).
#include <assert.h>
#include <stdio.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a < 0 || a > 3) return 0;
  int n = printf("%d\n", a * 10);
  assert(n == 2 || n == 3);
  return 0;
}
