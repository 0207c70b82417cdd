// probe: __label__ in a statement-expression macro used twice; a value after a label
// errlang: fails
// inputs: 0 | 3 | 6 | 11 | 20
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
#define TWICE(x) ({ __label__ out; int r = (x); if (r > 10) goto out; r *= 2; out: r; })
int main(void) {
  int x = __VERIFIER_nondet_int();
  int a = TWICE(x);
  int b = TWICE(a);
  assert(b != 12);
  return 0;
}
