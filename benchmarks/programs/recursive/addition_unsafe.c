/* Addition by recursion, a wrong check (in the style of SV-COMP recursive/Addition02). */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}

int addition(int m, int n) {
  if (n == 0) {
    return m;
  }
  if (n > 0) {
    return addition(m + 1, n - 1);
  }
  return addition(m - 1, n + 1);
}

int main(void) {
  int m = __VERIFIER_nondet_int();
  if (m < 0 || m > 1000) {
    return 0;
  }
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) {
    return 0;
  }
  int result = addition(m, n);
  if (result < m + n || result >= m + n + 1 || m + n != 7) {
    return 0;
  } else {
    reach_error();
  }
  return 0;
}
