#include <assert.h>
#include <stdlib.h>
#include <string.h>
struct node { int key; struct node *next; };
#define NB 5
struct table { struct node *b[NB]; int n; };
static unsigned hash(int k) { return (unsigned)k * 2654435761u; }
static int put(struct table *t, int k) {
  unsigned h = hash(k) % NB;
  for (struct node *p = t->b[h]; p; p = p->next) if (p->key == k) return 0;
  struct node *n = malloc(sizeof *n);
  if (!n) return -1;
  n->key = k; n->next = t->b[h]; t->b[h] = n; t->n++;
  return 1;
}
static int has(struct table *t, int k) {
  for (struct node *p = t->b[hash(k) % NB]; p; p = p->next) if (p->key == k) return 1;
  return 0;
}
int __VERIFIER_nondet_int(void);
int main(void) {
  struct table t; memset(&t, 0, sizeof t);
  int keys[4];
  for (int i = 0; i < 4; i++) { keys[i] = __VERIFIER_nondet_int(); put(&t, keys[i]); }
  for (int i = 0; i < 4; i++) assert(has(&t, keys[i] + (i == 3)));
  assert(t.n >= 1 && t.n <= 4);
  assert(t.n != 3 || keys[0] != keys[1] || keys[2] != keys[3] || 1);
  return 0;
}
