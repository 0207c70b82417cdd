/* A binary search tree with parent links, built from three nondet keys. The insertion sets the
 * parent of a new left child but forgets it for a right child; the walk back to the root from
 * the largest node then stops early. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct node { int key; struct node *left, *right, *parent; };

static struct node *insert(struct node *root, int key) {
  struct node *n = malloc(sizeof *n);
  n->key = key;
  n->left = n->right = n->parent = NULL;
  if (root == NULL)
    return n;
  struct node *cur = root;
  while (1) {
    if (key < cur->key) {
      if (cur->left == NULL) {
        cur->left = n;
        n->parent = cur;
        break;
      }
      cur = cur->left;
    } else {
      if (cur->right == NULL) {
        cur->right = n; /* BUG: n->parent = cur; missing */
        break;
      }
      cur = cur->right;
    }
  }
  return root;
}

static int depth_up(struct node *n) {
  int d = 0;
  while (n->parent != NULL) {
    n = n->parent;
    d++;
  }
  return d;
}

int main(void) {
  struct node *root = NULL;
  for (int i = 0; i < 3; i++)
    root = insert(root, __VERIFIER_nondet_int());
  struct node *min = root;
  while (min->left != NULL)
    min = min->left;
  assert(min->key <= root->key); // expect: holds
  struct node *max = root;
  int down = 0;
  while (max->right != NULL) {
    max = max->right;
    down++;
  }
  assert(depth_up(max) == down); // expect: fails witness=1,2,0
  return 0;
}
