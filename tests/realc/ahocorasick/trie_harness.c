/* A user's harness for pyahocorasick 2.3.1's trie nodes (src/trienode.c unchanged, with
 * trienode.h and common.h; BSD-3-Clause, LICENSE): the node's children are a packed array of
 * (letter, child) pairs grown by realloc (#pragma pack(1): a child pointer at offset 2). A
 * root gets children for 'h', then two input letters; each is found again; one is unlinked. */
#include <assert.h>
#include <stdlib.h>
#include "Python.h"

void *memory_alloc(Py_ssize_t size) { return malloc((size_t)size); }
void *memory_realloc(void *ptr, size_t size) { return realloc(ptr, size); }
void memory_free(void *ptr) { free(ptr); }

#include "trienode.c"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    assert(sizeof(Pair) == 10);
    TrieNode *root = trienode_new(0);
    TrieNode *h = trienode_new(1), *x = trienode_new(0), *y = trienode_new(1);
    assert(trienode_set_next(root, 'h', h) == h);
    TRIE_LETTER_TYPE a = __VERIFIER_nondet_uchar(), b = __VERIFIER_nondet_uchar();
    if (a != 'h' && b != 'h' && a != b) {
        trienode_set_next(root, a, x);
        trienode_set_next(root, b, y);
        assert(root->n == 3 && trienode_get_next(root, b) == y);
        assert(trienode_get_next(root, a) == x && trieletter_get_ith_unsafe(root, 1) == a);
        assert(trienode_unset_next_pointer(root, x) == TRUE && root->n == 2);
        assert(trienode_get_next(root, a) == NULL && trienode_get_ith_unsafe(root, 1) == y);
        assert(trienode_get_next(root, 'h')->eow == 1);
        assert(trienode_unset_next_pointer(root, x) == TRUE); /* the guess: x is gone (fails) */
    }
    trienode_free(root);
    trienode_free(h);
    trienode_free(x);
    trienode_free(y);
    return 0;
}
