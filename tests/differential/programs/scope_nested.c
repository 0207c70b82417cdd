/* Nested blocks: the inner block's variable ends with it, the outer one's lives on. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a < 0 || a > 3) return 0;
  int *outer = 0, *inner = 0;
  {
    int x = a;
    outer = &x;
    {
      int y = a + 1;
      inner = &y;
    }
    int r = *outer;
    if (a == 3) r += *inner;
    assert(r != 2);
  }
  return 0;
}
