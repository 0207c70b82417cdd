/* A pointer base(b) + 4*(N-1-i): z3 folds the -4 into b's base constant, which must still be
 * read as object b (it was read as the object before b: a false out-of-bounds finding). */
#include <assert.h>
#include <stdlib.h>
extern short __VERIFIER_nondet_short(void);

int main(void) {
  long long N = __VERIFIER_nondet_short();
  if (N <= 0)
    return 0;
  int *a = malloc(N * sizeof(int));
  int *b = malloc(N * sizeof(int));
  short index = __VERIFIER_nondet_short();
  if (!(index >= 0 && index < N))
    return 0;
  a[index] = 1;
  b[N - 1 - index] = 2;
  assert(b[N - 1 - index] == 2); // expect: holds
  assert(b[N - 1 - index] != 2 || index == 0); // expect: fails witness=2,1
  free(a);
  free(b);
  return 0;
}
