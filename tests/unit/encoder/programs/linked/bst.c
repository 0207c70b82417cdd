#include <assert.h>
#include <stdlib.h>

int __VERIFIER_nondet_int(void);

struct tnode {
    int key;
    struct tnode *left, *right;
};

static struct tnode *bst_insert(struct tnode *root, int key)
{
    if (root == NULL) {
        struct tnode *n = calloc(1, sizeof *n);
        if (n)
            n->key = key;
        return n;
    }
    if (key < root->key)
        root->left = bst_insert(root->left, key);
    else if (key > root->key)
        root->right = bst_insert(root->right, key);
    return root;
}

static int bst_contains(const struct tnode *t, int key)
{
    while (t) {
        if (key == t->key)
            return 1;
        t = key < t->key ? t->left : t->right;
    }
    return 0;
}

static int height(const struct tnode *t)
{
    if (!t)
        return 0;
    int l = height(t->left), r = height(t->right);
    return 1 + (l > r ? l : r);
}

int main(void)
{
    struct tnode *root = NULL;
    int keys[3];
    for (int i = 0; i < 3; i++) {
        keys[i] = __VERIFIER_nondet_int();
        root = bst_insert(root, keys[i]);
    }
    for (int i = 0; i < 3; i++)
        assert(bst_contains(root, keys[i]));
    assert(height(root) <= 3);
    if (root->left)
        assert(root->left->key < root->key);
    return 0;
}
