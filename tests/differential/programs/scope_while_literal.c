/* A compound literal in a while condition lives until the loop statement ends (C11 6.8.5p5);
 * read after the loop it has ended. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  const int *p = 0;
  int i = 0;
  while ((p = (const int[]){i, n})[0] < 2) i++;
  int r = 0;
  if (n == 3) r = p[1];
  assert(r != 2);
  return 0;
}
