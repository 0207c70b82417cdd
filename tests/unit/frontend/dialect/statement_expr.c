// probe: statement expressions ({ ... }) with __typeof__ (min/max macros)
// errlang: holds fails
// inputs: 0 0 | 4 0 | 3 9 | -2 -1
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  int m = MAX(x, y);
  assert(m >= x && m >= y);
  int z = ({ int t = x; t += 1; t; });
  assert(z != 5);
  return 0;
}
