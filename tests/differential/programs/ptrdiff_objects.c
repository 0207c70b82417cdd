// The difference of pointers into two arrays: undefined in C (6.5.6p9), reported by no gcc
// sanitizer; gcc's run with a == 1 fails the assertion. errlang cut every run at the
// subtraction and said the assertion holds (K, tenth session).
#include <assert.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a = __VERIFIER_nondet_int();
  int x[4] = { 1, 2, 3, 4 }, y[4] = { 5, 6, 7, 8 };
  ptrdiff_t d = y - x;
  assert(a != 1);
  return (int)(d & 1);
}
