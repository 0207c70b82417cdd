/* The assertion needs six iterations of the loop at line 8: at loop bound 3 no run reaches it. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = 0;
  int limit = __VERIFIER_nondet_int();
  while (x < limit && x < 100) {
    x++;
  }
  if (x == 6) {
    assert(limit < 6);
  }
  return 0;
}
