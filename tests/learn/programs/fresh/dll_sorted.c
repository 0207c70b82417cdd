// oracle-file: domain=0:2 loop-bound=3
/* Sorted insertion into a malloc'd doubly linked list (three nondet keys). Inserting after
 * the last node forgets to set the new node's `prev` (bug: it stays NULL from calloc), so
 * the backward walk from the tail is shorter than the forward walk. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

struct dnode {
  int key;
  struct dnode *prev, *next;
};

static struct dnode *first, *last;

static void insert_front(struct dnode *n) {
  n->next = first;
  if (first) first->prev = n;
  else last = n;
  first = n;
}

static void insert_after(struct dnode *at, struct dnode *n) {
  n->next = at->next;
  if (at->next) {
    at->next->prev = n;
    n->prev = at;
  } else {
    last = n; /* bug: n->prev = at missing */
  }
  at->next = n;
}

static void insert_sorted(int key) {
  struct dnode *n = calloc(1, sizeof *n);
  if (!n) abort();
  n->key = key;
  if (!first || key <= first->key) {
    insert_front(n);
    return;
  }
  struct dnode *at = first;
  while (at->next && at->next->key < key) at = at->next;
  insert_after(at, n);
}

static int forward(void) {
  int k = 0;
  for (struct dnode *n = first; n; n = n->next) k++;
  return k;
}

static int backward(void) {
  int k = 0;
  for (struct dnode *n = last; n; n = n->prev) k++;
  return k;
}

int main(void) {
  for (int i = 0; i < 3; i++) {
    int key = __VERIFIER_nondet_int();
    __VERIFIER_assume(key >= 0 && key <= 2);
    insert_sorted(key);
  }
  assert(forward() == backward()); // oracle: alphabet=functions
  return 0;
}
