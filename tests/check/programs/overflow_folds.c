/* Comparisons gcc folds even at -O0 (x + c1 < c2 is x < c2 - c1; x + 1 > x is true; x * 2 > 0
   is x > 0): the sums never run, so the sanitizers never report them; line 7's sum does. */
#include <assert.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = a + 1;          /* reported by UBSan at INT_MAX */
  assert(a + 1 > 0 || a <= 0);   /* folded by gcc: never reported */
  assert(a + 1 > a || a == 2147483647); /* folded */
  assert(a * 2 > 0 || a <= 0); /* folded */
  return b & 1;
}
