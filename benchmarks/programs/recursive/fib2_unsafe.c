/* Fibonacci with two recursive calls and a wrong bound (SV-COMP recursive/Fibonacci04 style). */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}

int fibonacci(int n) {
  if (n < 1) {
    return 0;
  } else if (n == 1) {
    return 1;
  } else {
    return fibonacci(n - 1) + fibonacci(n - 2);
  }
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 12 || x < 0) {
    return 0;
  }
  int result = fibonacci(x);
  if (result != 13) {
    return 0;
  } else {
    reach_error();
  }
  return 0;
}
