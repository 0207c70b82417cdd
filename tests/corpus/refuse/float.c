/* Floating point is refused. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  double half = x / 2.0; // expect-error: (?i)float|double
  assert(half < 10);
  return 0;
}
