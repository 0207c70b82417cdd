/* A goto out of a block ends its variables' lives (the jump leaves the block). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 3) return 0;
  int *p = 0;
  {
    int v = k * 2;
    p = &v;
    if (k == 2) goto done;
  }
  p = &k;
done:
  assert(*p != 4);
  return 0;
}
