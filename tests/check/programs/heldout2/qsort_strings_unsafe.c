/* Sorting an array of string pointers with qsort: the comparator passes its arguments to
 * strcmp the wrong way round, so the order is descending and "apple" is not first. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

static int cmp_wrong(const void *a, const void *b)
{
  const char *const *x = a;
  const char *const *y = b;
  return strcmp(*y, *x); /* reversed: descending */
}

int main(void)
{
  const char *words[3] = {"pear", "apple", "fig"};
  int rot = __VERIFIER_nondet_int() & 1;
  if (rot) {
    const char *t = words[0];
    words[0] = words[2];
    words[2] = t;
  }
  qsort(words, 3, sizeof words[0], cmp_wrong);
  assert(strcmp(words[0], "apple") == 0);
  return 0;
}
