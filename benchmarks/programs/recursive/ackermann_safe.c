/* Ackermann's function (SV-COMP recursive/Ackermann01 style). Safe: A(m, n) >= n + 1. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}

int ackermann(int m, int n) {
  if (m == 0) {
    return n + 1;
  }
  if (n == 0) {
    return ackermann(m - 1, 1);
  }
  return ackermann(m - 1, ackermann(m, n - 1));
}

int main(void) {
  int m = __VERIFIER_nondet_int();
  if (m < 0 || m > 2) {
    return 0;
  }
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 5) {
    return 0;
  }
  int result = ackermann(m, n);
  if (result >= n + 1) {
    return 0;
  } else {
    reach_error();
  }
  return 0;
}
