// probe: K&R definitions and implicit-int main()
// errlang: fails
// inputs: 0 | 2
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int add(a, b) int a; long b; { return a + (int)b; }
int main() {
  int x = __VERIFIER_nondet_int();
  assert(add(x, 1L) != 3);
  return 0;
}
