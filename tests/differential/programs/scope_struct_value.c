/* Block-scope objects whose address never escapes: nothing can reach them after their block,
 * so errlang emits no end of life for them (the loop stays summarised) and reports nothing. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

struct pair {
  int lo, hi;
};

int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a < 0 || a > 5) return 0;
  int best = 0;
  for (int i = 0; i < 4; i++) {
    int row[3] = {i, a, i + a};
    struct pair p = (struct pair){row[0], row[2]};
    if (p.hi > best) best = p.hi;
  }
  assert(best == a + 3);
  assert(best != 8);
  return 0;
}
