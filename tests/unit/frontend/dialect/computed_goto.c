// probe: labels as values and computed goto (a switch over the function's labels; refused before the tenth session)
// errlang: holds fails
// inputs: 0 | 1
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  static void *targets[] = { &&zero, &&one };
  int x = __VERIFIER_nondet_int() & 1;
  int r = -1;
  goto *targets[x];
zero: r = 0; goto done;
one: r = 1;
done:
  assert(r == x);
  assert(r != 1);
  return 0;
}
