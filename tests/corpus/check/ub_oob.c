/* Out-of-bounds array accesses block the run. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a[4] = {0, 0, 0, 0};
  int i = __VERIFIER_nondet_int();
  a[i] = 1;
  assert(i >= 0 && i < 4); // expect: holds
  int *p = a + 2;
  int j = __VERIFIER_nondet_int();
  int v = p[j];
  assert(j >= -2 && j <= 1); // expect: holds
  assert(v == 0); // expect: fails witness=3,1
  return 0;
}
