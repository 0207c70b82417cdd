// oracle-file: domain=0:1 loop-bound=4
/* A recursive walk down a binary decision tree of depth at most 3: at each node a nondet bit
 * chooses the left or the right child; the assertion fails on paths whose weight is 4. */
#include <assert.h>
extern _Bool __VERIFIER_nondet_bool(void);

static int left(int depth);
static int right(int depth);

static int walk(int depth) {
  if (depth == 0)
    return 0;
  if (__VERIFIER_nondet_bool())
    return left(depth);
  return right(depth);
}

static int left(int depth) { return 1 + walk(depth - 1); }

static int right(int depth) { return 2 + walk(depth - 1); }

int main(void) {
  int weight = walk(3);
  assert(weight != 4); // oracle: alphabet=functions
  return 0;
}
