/* Every run toward the assertion divides by zero first. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int d = __VERIFIER_nondet_int();
  int zero = d - d;
  int q = d / zero;
  assert(q == 0);
  return 0;
}
