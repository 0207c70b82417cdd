/* Even/odd by mutual recursion (SV-COMP recursive/EvenOdd01 style). Safe. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}

int is_odd(int n);

int is_even(int n) {
  if (n == 0) {
    return 1;
  }
  return is_odd(n - 1);
}

int is_odd(int n) {
  if (n == 0) {
    return 0;
  }
  return is_even(n - 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 500) {
    return 0;
  }
  int result = is_odd(n);
  int mod = n % 2;
  if (result == mod) {
    return 0;
  } else {
    reach_error();
  }
  return 0;
}
