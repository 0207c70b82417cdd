/* A goto backwards out of a block ends its variable; the pointer kept from the first pass is
 * read on the second (stack-use-after-scope). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  int *prev = 0;
  int tries = 0, got = 0;
retry:
  if (prev) got = *prev;
  {
    int cur = tries + n;
    prev = &cur;
    tries++;
    if (tries < 2 && n > 1) goto retry;
  }
  assert(got != 3);
  return 0;
}
