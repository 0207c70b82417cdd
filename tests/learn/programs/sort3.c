// oracle-file: domain=0:2 loop-bound=3
/* Bubble sort of three array elements through a comparison and a pointer swap. The outer loop
 * makes one pass only, so a smallest element at the end is not moved to the front. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int less(int a, int b) { return a < b; }

static void swap(int *x, int *y) {
  int t = *x;
  *x = *y;
  *y = t;
}

static void sort(int *a, int n) {
  for (int pass = 0; pass < 1; pass++) /* bug: should be n - 1 passes */
    for (int i = 0; i + 1 < n; i++)
      if (less(a[i + 1], a[i]))
        swap(&a[i], &a[i + 1]);
}

int main(void) {
  int a[3];
  for (int i = 0; i < 3; i++) {
    a[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(a[i] >= 0 && a[i] <= 2);
  }
  sort(a, 3);
  assert(a[0] <= a[1] && a[1] <= a[2]); // oracle: alphabet=functions
  return 0;
}
