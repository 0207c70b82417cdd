/* Top-down merge sort of a small nondet array with a scratch buffer (the 2015 tool's
 * merge_sort style): the result is sorted and keeps the sum. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

#define N 5

static void merge(int *a, int *tmp, int lo, int mid, int hi)
{
  int i = lo, j = mid, k = lo;
  while (i < mid && j < hi)
    tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < mid)
    tmp[k++] = a[i++];
  while (j < hi)
    tmp[k++] = a[j++];
  for (k = lo; k < hi; k++)
    a[k] = tmp[k];
}

static void merge_sort(int *a, int *tmp, int lo, int hi)
{
  if (hi - lo < 2)
    return;
  int mid = lo + (hi - lo) / 2;
  merge_sort(a, tmp, lo, mid);
  merge_sort(a, tmp, mid, hi);
  merge(a, tmp, lo, mid, hi);
}

int main(void)
{
  int a[N], tmp[N];
  long sum = 0, after = 0;
  int i;
  for (i = 0; i < N; i++) {
    a[i] = __VERIFIER_nondet_int() % 16;
    sum += a[i];
  }
  merge_sort(a, tmp, 0, N);
  for (i = 0; i < N; i++) {
    after += a[i];
    if (i > 0)
      assert(a[i - 1] <= a[i]);
  }
  assert(after == sum);
  return 0;
}
