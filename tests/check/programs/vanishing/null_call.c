#include <assert.h>
extern int nondet_int(void);
typedef int (*op_fn)(int);
static int twice(int x) { return 2 * x; }
int main(void) {
  op_fn f = nondet_int() ? twice : 0;
  int r = f(3);
  assert(r == 6);
  return 0;
}
