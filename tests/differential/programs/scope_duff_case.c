/* A case label inside a nested block of a switch body (Duff's device style): the jump past int
 * t = 3 finds t live (gcc unpoisons the switch's variables at the label), also on the second
 * round after the block ended. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  int total = 0;
  int *keep = 0;
  for (int r = 0; r < 2; r++) {
    switch (n) {
    case 0: {
      int t = 3;
    case 1:
      keep = &t;
      *keep = 4;
      total += *keep;
      break;
    }
    default:
      total += 1;
    }
  }
  assert(total != 8);
  return 0;
}
