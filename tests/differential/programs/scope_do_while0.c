/* A do { ... } while (0) macro declares a temporary and hands out its address: the macro's
 * block ends with it. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
#define MAKE(p, v) do { int _x = (v); (p) = &_x; } while (0)
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  int *p;
  MAKE(p, n);
  int r = 0;
  if (n != 0) r = *p;
  assert(r != 1);
  return 0;
}
