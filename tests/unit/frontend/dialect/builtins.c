// probe: __builtin_types_compatible_p (refused: its operands are types)
// errlang: refused 11 __builtin_types_compatible_p is not supported
#include <assert.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
struct p { int a; long b; };
#define likely(x) __builtin_expect(!!(x), 1)
int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(__builtin_offsetof(struct p, b) == 8);
  assert(__builtin_types_compatible_p(int, int) && !__builtin_types_compatible_p(int, long));
  assert(__builtin_constant_p(x) == 0);
  if (likely(x > 0)) { if (x < 0) __builtin_unreachable(); }
  assert(x != 42);
  return 0;
}
