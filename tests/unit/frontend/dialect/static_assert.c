// probe: _Static_assert and static_assert at file scope, in a struct, in a block
// errlang: fails
// inputs: 0 | 4
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
_Static_assert(sizeof(int) == 4, "int is 32 bits");
static_assert(sizeof(long) == 8, "LP64");
struct h { int a; _Static_assert(1, "in a struct"); };
int main(void) {
  _Static_assert(sizeof(char) == 1, "char");
  static_assert(2 > 1);
  int x = __VERIFIER_nondet_int();
  assert(x != 4);
  return 0;
}
