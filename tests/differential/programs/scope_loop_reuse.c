/* A loop body's variable whose address is kept from one iteration to the next: its
 * declaration makes it live again each iteration (gcc unpoisons it there, in the same stack
 * slot), so the pointer reads this iteration's value and nothing is reported. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  int *last = 0;
  int r = -1;
  for (int i = 0; i < n; i++) {
    int x = i * 10;
    if (last) r = *last;
    last = &x;
  }
  assert(r != 10);
  return 0;
}
