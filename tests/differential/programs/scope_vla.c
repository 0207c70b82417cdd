/* A variable-length array in a block: gcc restores the stack pointer at the block's end and
 * its AddressSanitizer does not poison the array, so a read after the block is not reported
 * (C11 6.2.4p7 ends its life there: errlang follows gcc and reports nothing either). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 4) return 0;
  int *p = 0;
  int sum = 0;
  {
    int buf[n];
    for (int i = 0; i < n; i++) buf[i] = i;
    p = buf;
    sum = buf[n - 1];
  }
  int first = p[0];
  assert(sum == n - 1);
  assert(sum != 3);
  return first * 0;
}
