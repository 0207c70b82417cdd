/* An array of input length filled by one loop and checked by another (issue 33, "loops over
   memory"): proved with the cell invariant "every a[k] with k < i: a[k] == 2 * k + 1". */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 1000) return 0;
  int a[n];
  int i;
  for (i = 0; i < n; i++) {
    a[i] = 2 * i + 1;
  }
  for (i = 0; i < n; i++) {
    __VERIFIER_assert(a[i] > 0);
  }
  return 0;
}
