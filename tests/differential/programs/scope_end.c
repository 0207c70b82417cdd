/* An object read after the block it was declared in ended (C11 6.2.4p6: its lifetime ends
 * there; gcc's AddressSanitizer reports stack-use-after-scope at line 14). errlang ended the
 * life of a function's locals only when it returned, not at the end of a block: it said the
 * assertion FAILS with a = 3, a run gcc stops at line 14 (engineer K, ninth session). Since the
 * tenth session a use after scope at line 14 (ir/lifetimes.py: EndOfLife). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a < -3 || a > 3) return 0;
  int *p = 0;
  { p = (int[1]){ a }; }
  int r = *p;
  assert(r != 3);
  return 0;
}
