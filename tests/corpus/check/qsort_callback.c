/* qsort from errlang's C model of <stdlib.h>, calling back through a function pointer. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

static int by_value(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

int main(void) {
  int v[3];
  for (int i = 0; i < 3; i++)
    v[i] = __VERIFIER_nondet_int();
  qsort(v, 3, sizeof v[0], by_value);
  assert(v[0] <= v[1] && v[1] <= v[2]); // expect: holds
  assert(v[0] != 5); // expect: fails witness=7,5,6
  return 0;
}
