/* A filter through a callback with void* context: the predicate compares against the
 * threshold with > where the caller's count uses >=, so the counts differ on ties. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

typedef int (*pred_fn)(int, void *);

static int count_if(const int *v, int n, pred_fn p, void *ctx)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    if (p(v[i], ctx))
      c++;
  return c;
}

static int at_least(int x, void *ctx)
{
  const int *threshold = (const int *)ctx;
  return x > *threshold;
}

int main(void)
{
  int v[3];
  for (int i = 0; i < 3; i++)
    v[i] = __VERIFIER_nondet_int() % 8;
  int threshold = 4;
  int expected = 0;
  for (int i = 0; i < 3; i++)
    expected += v[i] >= threshold;
  assert(count_if(v, 3, at_least, &threshold) == expected);
  return 0;
}
