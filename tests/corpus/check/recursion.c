// errlang-test: loop-bound=3
/* Direct and mutual recursion with a nondet argument; depth limited by the bound. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int depth(int n) {
  if (n == 0)
    return 0;
  return 1 + depth(n - 1);
}

static int fact(int n) {
  if (n <= 1)
    return 1;
  return n * fact(n - 1);
}

static int is_odd(int n);

static int is_even(int n) {
  if (n == 0)
    return 1;
  return is_odd(n - 1);
}

static int is_odd(int n) {
  if (n == 0)
    return 0;
  return is_even(n - 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 10);
  int d = depth(n);
  assert(d == n); // expect: holds
  assert(d <= 3); // expect: holds
  assert(d != 2); // expect: fails witness=2
  int m = __VERIFIER_nondet_int();
  __VERIFIER_assume(m >= 0 && m <= 12);
  assert(fact(m) != 2); // expect: fails witness=0,2
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k <= 2);
  assert(is_even(k) == (k % 2 == 0)); // expect: holds
  assert(!is_even(k) || k != 2); // expect: fails witness=0,0,2
  return 0;
}
