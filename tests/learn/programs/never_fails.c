// oracle-file: domain=-3:3 loop-bound=4
/* Assertions that hold on every run: a loop-computed triangular number against the closed
 * form, and an absolute value through bit tricks. Their languages of error are empty. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int triangle(int n) {
  int sum = 0;
  for (int i = 1; i <= n; i++)
    sum += i;
  return sum;
}

static int magnitude(int x) {
  int sign = x >> 31;
  return (x ^ sign) - sign;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 3);
  int t = triangle(n);
  assert(2 * t == n * (n + 1)); // oracle: alphabet=functions empty
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= -3 && x <= 3);
  int m = magnitude(x);
  assert(m >= 0 && (m == x || m == -x)); // oracle: alphabet=functions empty
  return 0; // oracle: function=main alphabet=functions
}
