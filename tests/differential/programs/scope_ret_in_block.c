/* A return from inside a block, and a pointer to a block's variable read after the function
 * returned: dangling (gcc with detect_stack_use_after_return: stack-use-after-return), not out
 * of scope. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static int *g;
static int f(int n) {
  {
    int local = n * 3;
    g = &local;
    if (n == 2) return *g;
  }
  return 0;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  int r = f(n);
  int s = 0;
  if (n == 3) s = *g;
  assert(r != 6);
  return s;
}
