/* A switch jumps past a declaration into its body (C11 6.8.4.2p2 allows it when the type is
 * not variably modified); gcc unpoisons the body's variables at every case label, so the jump
 * finds tmp alive even after the body ended once (the loop's first round). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  int total = 0;
  for (int round = 0; round < 2; round++) {
    switch (n) {
      int tmp;
    case 1:
      tmp = 5;
      {
        int *q = &tmp;
        total += *q;
      }
      break;
    case 2:
      tmp = 7;
      {
        int *q = &tmp;
        total += *q;
      }
      break;
    default:
      break;
    }
  }
  assert(total != 14);
  return 0;
}
