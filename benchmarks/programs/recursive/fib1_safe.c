/* Fibonacci with one recursive call (accumulators). Safe: fib(n) >= n - 1. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}

int fib(int n, int a, int b) {
  if (n == 0) {
    return a;
  }
  return fib(n - 1, b, a + b);
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 30) {
    return 0;
  }
  int result = fib(x, 0, 1);
  if (result >= x - 1) {
    return 0;
  } else {
    reach_error();
  }
  return 0;
}
