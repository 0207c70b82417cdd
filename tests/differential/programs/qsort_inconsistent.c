// A comparator that subtracts (it wraps for INT_MAX - a vs INT_MIN + 2: inconsistent). glibc
// 2.36's qsort (a top-down merge sort) leaves {7, INT_MAX - a, INT_MIN + 2, -5} for every a;
// errlang's insertion sort another order, so it said the assertion holds (K, tenth session).
#include <assert.h>
#include <limits.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
static int cmp(const void *x, const void *y) { return *(const int *)x - *(const int *)y; }
int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a < 0 || a > 3) return 0;
  int v[4] = { INT_MAX - a, -5, INT_MIN + 2, 7 };
  qsort(v, 4, sizeof v[0], cmp);
  assert(v[0] != 7 || v[3] != -5);
  return 0;
}
