/* A binary search tree of three nondet keys: the search property holds at the root. */
#include <stdlib.h>
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

struct tree {
  int key;
  struct tree *left, *right;
};

static struct tree *insert(struct tree *t, int key)
{
  if (t == NULL) {
    t = (struct tree *)malloc(sizeof(struct tree));
    t->key = key;
    t->left = t->right = NULL;
    return t;
  }
  if (key < t->key)
    t->left = insert(t->left, key);
  else if (key > t->key)
    t->right = insert(t->right, key);
  return t;
}

static int contains(const struct tree *t, int key)
{
  while (t) {
    if (key == t->key)
      return 1;
    t = key < t->key ? t->left : t->right;
  }
  return 0;
}

int main(void)
{
  struct tree *root = NULL;
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  root = insert(root, a);
  root = insert(root, b);
  root = insert(root, c);
  assert(root->key == a);
  if (root->left)
    assert(root->left->key < a);
  if (root->right)
    assert(root->right->key > a);
  assert(contains(root, b) && contains(root, c));
  return 0;
}
