/* A growable int vector (capacity doubling with realloc): after n pushes it holds 0..n-1 in
 * order, its capacity is a power of two at least n, and popping gives them back. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct vec {
  int *data;
  size_t len, cap;
};

static int push(struct vec *v, int x)
{
  if (v->len == v->cap) {
    size_t cap = v->cap ? v->cap * 2 : 1;
    int *p = realloc(v->data, cap * sizeof *p);
    if (!p)
      return 0;
    v->data = p;
    v->cap = cap;
  }
  v->data[v->len++] = x;
  return 1;
}

int main(void)
{
  struct vec v = {NULL, 0, 0};
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 6)
    return 0;
  for (int i = 0; i < n; i++)
    assert(push(&v, i * 10));
  assert(v.len == (size_t)n && v.cap >= v.len && (v.cap & (v.cap - 1)) == 0);
  for (int i = n - 1; i >= 0; i--)
    assert(v.data[--v.len] == i * 10);
  free(v.data);
  return 0;
}
