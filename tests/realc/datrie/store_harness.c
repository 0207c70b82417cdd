/* A user's harness for libdatrie 0.2.x as datrie 0.8.3 vendors it (libdatrie/datrie, unchanged;
 * LGPL-2.1, COPYING): an alphabet 'a'..'c', the key "ab" stored with 1, then a key of two
 * input characters stored with 2; what the trie answers is checked. */
#include <assert.h>
#include "datrie/trie.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    AlphaMap *map = alpha_map_new();
    assert(alpha_map_add_range(map, 'a', 'c') == 0);
    Trie *trie = trie_new(map);
    alpha_map_free(map);
    assert(trie);

    AlphaChar ab[] = {'a', 'b', 0};
    AlphaChar key[] = {__VERIFIER_nondet_uchar(), __VERIFIER_nondet_uchar(), 0};
    TrieData data = 0;
    assert(trie_store(trie, ab, 1));
    Bool stored = trie_store(trie, key, 2);
    if (key[0] >= 'a' && key[0] <= 'c' && key[1] >= 'a' && key[1] <= 'c')
        assert(stored);
    assert(trie_retrieve(trie, key, &data) == stored);
    assert(!stored || data == 2);
    assert(trie_retrieve(trie, ab, &data) && data == 1); /* the guess: "ab" keeps its data */
    trie_free(trie);
    return 0;
}
