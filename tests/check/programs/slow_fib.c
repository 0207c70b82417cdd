/* Recursion with two calls per level: encoding and solving at a high bound take minutes. */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int fib(int n) {
  if (n < 1)
    return 0;
  if (n == 1)
    return 1;
  return fib(n - 1) + fib(n - 2);
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 40 || x < 0)
    return 0;
  if (fib(x) == 102334155)
    reach_error();
  return 0;
}
