/* Mutual recursion 100 calls deep at bound 128: the encoder used to raise a Python
 * RecursionError (reported as unknown at best). */
// errlang-test: loop-bound=128
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int is_odd(int n);
int is_even(int n) {
  if (n == 0)
    return 1;
  return is_odd(n - 1);
}
int is_odd(int n) {
  if (n == 0)
    return 0;
  return is_even(n - 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100)
    return 0;
  int even = is_even(n);
  assert(even == (n % 2 == 0)); // expect: holds
  assert(!even || n < 100); // expect: fails witness=100
  return 0;
}
