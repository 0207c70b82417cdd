/* A visitor with a callback and a context pointer, stored in a struct. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

struct visitor {
  void (*visit)(void *ctx, int value);
  void *ctx;
};

struct stats { int count; int sum; int max; };

static void collect(void *ctx, int value)
{
  struct stats *s = (struct stats *)ctx;
  s->count++;
  s->sum += value;
  if (value > s->max)
    s->max = value;
}

static void walk(const int *a, int n, struct visitor *v)
{
  int i;
  for (i = 0; i < n; i++)
    v->visit(v->ctx, a[i]);
}

int main(void)
{
  int data[4];
  int i;
  for (i = 0; i < 4; i++) {
    data[i] = __VERIFIER_nondet_int() % 100;
    if (data[i] < 0)
      data[i] = -data[i];
  }
  struct stats st = { 0, 0, -1 };
  struct visitor v = { collect, &st };
  walk(data, 4, &v);
  assert(st.count == 4);
  assert(st.max >= 0 && st.max < 100);
  assert(st.sum <= 4 * st.max);
  return 0;
}
