/* Recursive root-to-leaf path sums on a tree built from input values: the "has a path with
 * sum S" search treats a node with one child as a leaf, finding a path that ends early. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct tnode {
  int v;
  struct tnode *l, *r;
};

static struct tnode *mk(int v, struct tnode *l, struct tnode *r)
{
  struct tnode *t = malloc(sizeof *t);
  t->v = v;
  t->l = l;
  t->r = r;
  return t;
}

static int has_sum(const struct tnode *t, int s)
{
  if (!t)
    return s == 0; /* wrong: an empty child is not a leaf */
  return has_sum(t->l, s - t->v) || has_sum(t->r, s - t->v);
}

static int has_sum_ref(const struct tnode *t, int s)
{
  if (!t)
    return 0;
  if (!t->l && !t->r)
    return s == t->v;
  return has_sum_ref(t->l, s - t->v) || has_sum_ref(t->r, s - t->v);
}

int main(void)
{
  int a = __VERIFIER_nondet_int() % 10, b = __VERIFIER_nondet_int() % 10;
  struct tnode *t = mk(1, mk(a, mk(2, NULL, NULL), NULL), mk(b, NULL, NULL));
  int s = __VERIFIER_nondet_int();
  if (s < -20 || s > 20)
    return 0;
  assert(has_sum(t, s) == has_sum_ref(t, s));
  return 0;
}
