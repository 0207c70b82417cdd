/* Merge sort of an array of nondet length (at most four), explained through its calls: the
 * explanation mode of main over the functions alphabet shows the recursion tree of `msort`
 * and `merge` for each array length (the paper's merge sort example, Chapman et al. 2015).
 * The values are nondet (they change the comparisons, not the calls). There is no assertion:
 * proving the sort correct is a different query. */
// bench: function=main alphabet=functions loop-bound=4
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int a[4], scratch[4];

static void merge(int lo, int mid, int hi) {
  int i = lo, j = mid, k = lo;
  while (i < mid && j < hi) {
    if (a[i] <= a[j])
      scratch[k++] = a[i++];
    else
      scratch[k++] = a[j++];
  }
  while (i < mid)
    scratch[k++] = a[i++];
  while (j < hi)
    scratch[k++] = a[j++];
  for (k = lo; k < hi; k++)
    a[k] = scratch[k];
}

static void msort(int lo, int hi) {
  if (hi - lo < 2)
    return;
  int mid = (lo + hi) / 2;
  msort(lo, mid);
  msort(mid, hi);
  merge(lo, mid, hi);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 4);
  for (int i = 0; i < n; i++)
    a[i] = __VERIFIER_nondet_int();
  msort(0, n);
  return 0;
}
