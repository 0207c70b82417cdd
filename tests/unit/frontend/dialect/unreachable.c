// probe: __builtin_unreachable() reached is undefined behaviour (UBSan: unreachable program point)
// errlang: fails; finding 8 __builtin_unreachable() reached
// inputs: 0 | 8 | 7
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 7) __builtin_unreachable();
  assert(x != 8);
  return 0;
}
