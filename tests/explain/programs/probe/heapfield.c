#include <assert.h>
#include <stdlib.h>
struct inner { struct inner *prev; int tag; };
struct item { int key; struct inner nested; };
struct item *make(int key) {
    struct item *it = malloc(sizeof *it);
    if (!it) abort();
    it->key = key;
    it->nested.tag = 1;
    return it;
}
int main(void) {
    struct item *node = make(4);
    struct inner *in = &node->nested;
    in->prev = in;
    assert(node->key != 4);
    return 0;
}
