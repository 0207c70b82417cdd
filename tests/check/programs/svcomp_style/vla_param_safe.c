extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "t.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
void assume_abort_if_not(int cond) { if(!cond) {abort();} }
void fill(int n, int m, int a[n][m]) { for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) a[i][j] = i + j; }
int main() { int n = __VERIFIER_nondet_int(), m = __VERIFIER_nondet_int(); assume_abort_if_not(n > 0 && n <= 3 && m > 0 && m <= 3);
  int a[n][m]; fill(n, m, a); __VERIFIER_assert(a[n-1][m-1] == n + m - 2); return 0; }
