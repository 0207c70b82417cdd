// probe: __builtin_unreachable
// errlang: fails
// inputs: 0 | 8
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 7) __builtin_unreachable();
  assert(x != 8);
  return 0;
}
