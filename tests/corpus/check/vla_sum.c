/* SV-COMP style task with variable-length arrays (c/array-patterns): sizes are inputs, the
 * arrays live as long as the block. Filling b from the end uses the index n-1-i. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "vla_sum.c", 5, "reach_error"); }
void assume_abort_if_not(int cond) { if (!cond) abort(); }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } }
extern int __VERIFIER_nondet_int(void);
extern short __VERIFIER_nondet_short(void);

int main() {
  int n = __VERIFIER_nondet_short();
  assume_abort_if_not(n > 0 && n <= 2);
  int a[n];
  long long b[n][2];
  for (int i = 0; i < n; i++) {
    a[i] = __VERIFIER_nondet_int();
    b[i][0] = a[i];
    b[i][1] = -(long long)a[i];
  }
  long long sum = 0;
  for (int i = 0; i < n; i++)
    sum += b[i][0] + b[i][1];
  __VERIFIER_assert(sum == 0); // expect: holds
  __VERIFIER_assert(a[n / 2] != 42 || n == 1); // expect: fails witness=2,0,42
  return 0;
}
