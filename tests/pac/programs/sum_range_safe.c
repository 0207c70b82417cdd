/* Sum of 1..n by recursion; the closed form holds. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);

int sum(int n) {
  if (n <= 0)
    return 0;
  return n + sum(n - 1);
}

int main() {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 200)
    return 0;
  int s = sum(n);
  if (2 * s != n * (n + 1))
    __VERIFIER_error();
  return 0;
}
