// probe: __builtin_choose_expr with a condition that is not a constant (gcc: an error too)
// errlang: refused 8 first argument to '__builtin_choose_expr' not a constant
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  assert(n != 3 || n == 3);
  return __builtin_choose_expr(n > 0, 1, 2);
}
