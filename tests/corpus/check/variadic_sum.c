/* Variadic definitions (C11 6.5.2.2p7, 7.16): the extra arguments, after the default argument
 * promotions, are read with va_arg from the caller's argument area. A va_arg beyond the
 * arguments passed is undefined: errlang cuts such runs (and reports them) rather than reading
 * garbage, so the assertion on the count holds. */
#include <assert.h>
#include <stdarg.h>
extern int __VERIFIER_nondet_int(void);

static int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

static double average(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double total = 0.0;
  for (int i = 0; i < n; i++)
    total += va_arg(ap, double);
  va_end(ap);
  return total / n;
}

int main(void) {
  char small = 7;
  short negative = -2;
  assert(sum(3, small, negative, 10) == 15); // expect: holds
  float half = 0.5f;
  assert(average(2, half, 2.5) == 1.5); // expect: holds
  int x = __VERIFIER_nondet_int();
  int r = sum(2, x, 3);
  assert(r != 10); // expect: fails witness=7
  int n = __VERIFIER_nondet_int();
  int s = sum(n, 1, 2);
  assert(n <= 2); // expect: holds
  assert(s != 3); // expect: fails witness=0,2
  return 0;
}
