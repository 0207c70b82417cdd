/* Ackermann's function; the claim A(m, n) != 7 fails at (1, 5), (2, 2). */
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
  if (result != 7) {
    return 0;
  } else {
    reach_error();
  }
  return 0;
}
