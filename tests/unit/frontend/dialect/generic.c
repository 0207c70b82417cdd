// probe: C11 _Generic among pointer types (refused: errlang's types drop qualifiers below the top)
// errlang: refused 9 _Generic choosing among pointer types
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
#define kind(x) _Generic((x), int: 1, long: 2, double: 3, char *: 4, default: 0)
int main(void) {
  int x = __VERIFIER_nondet_int();
  char *s = "a";
  assert(kind(x) == 1 && kind(1L) == 2 && kind(1.0) == 3 && kind(s) == 4 && kind('c') == 1);
  assert(kind((short)x) == 0);
  assert(kind(x) + x != 3);
  return 0;
}
