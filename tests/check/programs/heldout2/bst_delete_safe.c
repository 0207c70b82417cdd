/* Recursive binary search tree on malloc'd nodes: insert, delete (with the in-order
 * successor), search; after deleting a key it is gone and the others remain. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

struct node {
  int key;
  struct node *left, *right;
};

static struct node *insert(struct node *t, int key)
{
  if (!t) {
    struct node *n = malloc(sizeof *n);
    n->key = key;
    n->left = n->right = NULL;
    return n;
  }
  if (key < t->key)
    t->left = insert(t->left, key);
  else if (key > t->key)
    t->right = insert(t->right, key);
  return t;
}

static int contains(const struct node *t, int key)
{
  if (!t)
    return 0;
  if (key == t->key)
    return 1;
  return contains(key < t->key ? t->left : t->right, key);
}

static struct node *delete(struct node *t, int key)
{
  if (!t)
    return NULL;
  if (key < t->key) {
    t->left = delete(t->left, key);
  } else if (key > t->key) {
    t->right = delete(t->right, key);
  } else if (!t->left || !t->right) {
    struct node *child = t->left ? t->left : t->right;
    free(t);
    return child;
  } else {
    struct node *s = t->right;
    while (s->left)
      s = s->left;
    t->key = s->key;
    t->right = delete(t->right, s->key);
  }
  return t;
}

int main(void)
{
  int k[3];
  struct node *root = NULL;
  for (int i = 0; i < 3; i++) {
    k[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(k[i] >= 0 && k[i] < 8);
    root = insert(root, k[i]);
  }
  int victim = __VERIFIER_nondet_int();
  __VERIFIER_assume(victim >= 0 && victim < 3);
  root = delete(root, k[victim]);
  assert(!contains(root, k[victim]));
  for (int i = 0; i < 3; i++)
    if (k[i] != k[victim])
      assert(contains(root, k[i]));
  return 0;
}
