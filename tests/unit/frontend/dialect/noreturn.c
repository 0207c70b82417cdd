// probe: _Noreturn, <stdnoreturn.h>'s noreturn, __attribute__((noreturn))
// errlang: holds fails
// inputs: 0 | -1 | 9 | 1000 | 1001
#include <assert.h>
#include <stdlib.h>
#include <stdnoreturn.h>
extern int __VERIFIER_nondet_int(void);
_Noreturn static void die(void) { exit(1); }
noreturn static void die2(void) { abort(); }
__attribute__((noreturn)) void die3(void) { exit(2); }
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0) die();
  if (x == 1000) die2();
  if (x == 1001) die3();
  assert(x >= 0);
  assert(x != 9);
  return 0;
}
