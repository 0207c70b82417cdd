/* Tree height by recursion; a degenerate tree is taller than the balanced bound. */
#include <stdlib.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "tree_height.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

typedef struct TreeNode {
  struct TreeNode *left;
  struct TreeNode *right;
} TreeNode;

TreeNode *new_node(void)
{
  TreeNode *n = (TreeNode *)malloc(sizeof(TreeNode));
  if (n == 0) abort();
  n->left = 0;
  n->right = 0;
  return n;
}

int height(TreeNode *t)
{
  if (!t) return 0;
  int l = height(t->left), r = height(t->right);
  return 1 + (l > r ? l : r);
}

int main(void)
{
  TreeNode *root = new_node();
  int size = 1;
  int i;
  for (i = 0; i < 3; i++) {
    TreeNode *cur = root;
    /* walk down a nondet path to a free slot */
    while (1) {
      if (__VERIFIER_nondet_int()) {
        if (!cur->left) { cur->left = new_node(); break; }
        cur = cur->left;
      } else {
        if (!cur->right) { cur->right = new_node(); break; }
        cur = cur->right;
      }
    }
    size++;
  }
  /* wrong: a tree of 4 nodes can have height 4 */
  __VERIFIER_assert(height(root) <= 3);
  return 0;
}
