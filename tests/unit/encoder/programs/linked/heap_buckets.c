#include <assert.h>
#include <stdlib.h>

int __VERIFIER_nondet_int(void);

struct entry { int key; int val; struct entry *next; };
struct map { unsigned nbuckets; unsigned size; struct entry **buckets; };

static int map_init(struct map *m, unsigned n)
{
    m->buckets = calloc(n, sizeof *m->buckets);
    if (!m->buckets) return -1;
    m->nbuckets = n;
    m->size = 0;
    return 0;
}

static struct entry **slot(struct map *m, int key)
{
    struct entry **e = &m->buckets[(unsigned)key % m->nbuckets];
    while (*e && (*e)->key != key)
        e = &(*e)->next;
    return e;
}

static void map_set(struct map *m, int key, int val)
{
    struct entry **e = slot(m, key);
    if (*e) { (*e)->val = val; return; }
    struct entry *n = malloc(sizeof *n);
    if (!n) return;
    n->key = key; n->val = val; n->next = NULL;
    *e = n;
    m->size++;
}

static int map_get(struct map *m, int key, int *val)
{
    struct entry *e = *slot(m, key);
    if (!e) return 0;
    *val = e->val;
    return 1;
}

int main(void)
{
    struct map m;
    if (map_init(&m, 3)) return 0;
    int k[4];
    for (int i = 0; i < 4; i++) {
        k[i] = __VERIFIER_nondet_int();
        map_set(&m, k[i], i);
    }
    int v;
    assert(map_get(&m, k[3], &v) && v == 3);
    assert(map_get(&m, k[0], &v) && (v == 0 || k[0] == k[1] || k[0] == k[2] || k[0] == k[3]));
    assert(m.size >= 1 && m.size <= 4);
    return 0;
}
