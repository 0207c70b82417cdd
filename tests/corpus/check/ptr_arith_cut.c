// errlang-test: loop-bound=3
/* The search loop needs 4 iterations to reach a[3]: not within bound 3. */
#include <assert.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);

static int *find(int *begin, int *end, int v) {
  for (int *p = begin; p != end; ++p)
    if (*p == v)
      return p;
  return NULL;
}

int main(void) {
  int a[4] = {5, 7, 9, 11};
  int v = __VERIFIER_nondet_int();
  int *hit = find(a, a + 4, v);
  assert(hit != &a[3]); // expect: holds
  assert(hit != &a[2]); // expect: fails witness=9
  return 0;
}
