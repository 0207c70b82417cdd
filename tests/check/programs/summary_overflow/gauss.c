/* The sum of the index (a quadratic update): 0 + 1 + ... + (n - 1) passes INT_MAX for n above
   65,536; the same loop with n at most 1,000 never overflows and stays summarised. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(0 <= n && n <= 100000);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += i;
  int m = __VERIFIER_nondet_int();
  __VERIFIER_assume(0 <= m && m <= 1000);
  int t = 0;
  for (int j = 0; j < m; j++)
    t += j;
  return s + (t & 1);
}
