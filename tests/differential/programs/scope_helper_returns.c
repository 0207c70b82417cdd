/* Addresses given to helpers: parse() only writes through its out-parameter (the pointer is
 * gone when it returns, so errlang ends nothing for it), first() hands its argument back, and
 * the pointer it returns outlives the block (gcc: stack-use-after-scope at the read). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

static int parse(int c, int *out) {
  if (c < 0) return -1;
  *out = c * 2;
  return 0;
}

static int *first(int *items) { return items; }

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  int total = 0;
  int *head = 0;
  for (int i = 0; i <= n; i++) {
    int value;
    if (parse(i, &value) == 0) total += value;
    int pair[2] = {i, n};
    if (i == 1) head = first(pair);
  }
  if (head && n == 2) total += head[1];
  assert(total != 12);
  return 0;
}
