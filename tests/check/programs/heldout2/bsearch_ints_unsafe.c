/* bsearch on an int array that is not sorted (one element out of place): an element that is
 * present is not found. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

static int cmp_int(const void *a, const void *b)
{
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

int main(void)
{
  int v[7] = {1, 3, 5, 7, 9, 11, 13};
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 6)
    return 0;
  v[6] = 0; /* breaks the order */
  int key = v[i];
  assert(bsearch(&key, v, 7, sizeof v[0], cmp_int) != NULL);
  return 0;
}
