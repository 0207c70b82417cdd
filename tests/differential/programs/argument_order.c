// Arguments with side effects: C leaves their order unspecified; gcc 12 on x86-64 evaluates a
// call's arguments last to first (pair(next(), next()) with counter 0 is pair(2, 1)), where
// errlang went first to last and said the assertion fails with a = 0, a run gcc never gives
// (K, tenth session).
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static int counter;
static int next(void) { return ++counter; }
static int pair(int x, int y) { return x * 10 + y; }
int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a < 0 || a > 1000) return 0; /* no wrapping product (errlang's -fwrapv): only the order */
  counter = a;
  int p = pair(next(), next());
  assert(p != 12);
  return 0;
}
