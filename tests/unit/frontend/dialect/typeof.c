// probe: typeof and __typeof__ of expressions and types
// errlang: holds fails
// inputs: 0 | 2 | 5
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
#define SWAP(a, b) do { typeof(a) _t = (a); (a) = (b); (b) = _t; } while (0)
int main(void) {
  int x = __VERIFIER_nondet_int(), y = 2;
  __typeof__(x) z = x;
  typeof(int[3]) arr = {1, 2, 3};
  SWAP(x, y);
  assert(y == z && sizeof(arr) == 12);
  assert(x != z);
  return 0;
}
