/* abort() and exit() end the run: later assertions only see runs that got past them. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

static void check_positive(int v) {
  if (v <= 0)
    abort();
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  check_positive(x);
  assert(x > 0); // expect: holds
  int y = __VERIFIER_nondet_int();
  if (y == 3)
    exit(0);
  assert(y != 3); // expect: holds
  if (y > x)
    exit(1);
  assert(y <= x); // expect: holds
  assert(y != 2); // expect: fails witness=5,2
  return 0;
}
