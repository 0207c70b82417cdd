#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static int twice(int x) { return 2 * x; }
static int thrice(int x) { return 3 * x; }
int main(void) {
  int (*f)(int) = twice;
  int (*g)(int) = 0;
  int c = __VERIFIER_nondet_int();
  if (c) f = thrice;
  assert(f(1) == 2 || g != 0);
  return 0;
}
