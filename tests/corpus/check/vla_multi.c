/* Multi-dimensional variable-length arrays (C99 6.7.6.2): both sizes are inputs, as local
   arrays, as parameters `int a[n][k]`, through `sizeof`, pointers to rows and pointer
   arithmetic. */
// errlang-test: loop-bound=3
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int c) {
  if (!c) {
    reach_error();
  }
}

static int sum(int n, int k, int a[n][k]) {
  int s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < k; j++)
      s += a[i][j];
  return s;
}

static int last_row_first(int n, int k, int (*rows)[k]) {
  int (*last)[k] = rows + (n - 1);
  return (*last)[0];
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  int k = __VERIFIER_nondet_int();
  if (n <= 0 || n > 2 || k <= 0 || k > 2)
    return 0;
  int m[n][k];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < k; j++)
      m[i][j] = i * k + j;
  __VERIFIER_assert(sizeof(m) == n * k * sizeof(int)); // expect: holds
  __VERIFIER_assert(sizeof(m[0]) == k * sizeof(int)); // expect: holds
  __VERIFIER_assert(sizeof(int[n][k]) == sizeof m); // expect: holds
  int *p = &m[0][0];
  __VERIFIER_assert(n == 1 || *(p + k) == m[1][0]); // expect: holds
  __VERIFIER_assert(&m[n - 1][k - 1] - &m[0][0] == n * k - 1); // expect: holds
  __VERIFIER_assert(last_row_first(n, k, m) == (n - 1) * k); // expect: holds
  __VERIFIER_assert(sum(n, k, m) != 6); // expect: fails witness=2,2
  return 0;
}
