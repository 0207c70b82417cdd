/* An automatic variable read before it is written gives an arbitrary value (CBMC's
 * convention, DESIGN §2) and a warning: the run goes on (it used to be cut, which hid the
 * failure below on the runs with c == 0). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x;
  int c = __VERIFIER_nondet_int();
  if (c)
    x = 1;
  int r = x * 0;
  assert(c != 0 || r == 0); // expect: holds
  assert(c != 0); // expect: fails witness=0
  return 0;
}
