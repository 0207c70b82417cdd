/* A goto back into a block past its declaration after the block ended once: gcc unpoisons what
 * is in scope at a label a goto names, so the store through p at the label is fine; the read
 * after the block is not. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  int rounds = 0;
  int *p = 0;
again:
  if (rounds == 1 && n == 1) goto inside;
  {
    int y = 4;
  inside:
    p = &y;
    *p = 5 + rounds;
    rounds++;
  }
  if (rounds < 2) goto again;
  assert(*p != 6 || n != 2);
  return 0;
}
