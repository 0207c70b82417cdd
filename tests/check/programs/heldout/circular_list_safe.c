/* A circular doubly linked list with a sentinel: insertions and a removal keep the links
 * consistent in both directions. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);

struct cnode { struct cnode *next, *prev; int key; };

static void insert_after(struct cnode *at, struct cnode *n)
{
  n->next = at->next;
  n->prev = at;
  at->next->prev = n;
  at->next = n;
}

static void unlink_node(struct cnode *n)
{
  n->prev->next = n->next;
  n->next->prev = n->prev;
}

int main(void)
{
  struct cnode sentinel = { &sentinel, &sentinel, -1 };
  int k, count = 0;
  for (k = 0; k < 3; k++) {
    if (__VERIFIER_nondet_int()) {
      struct cnode *n = malloc(sizeof *n);
      if (!n) abort();
      n->key = k;
      insert_after(&sentinel, n);
      count++;
    }
  }
  if (count > 0 && __VERIFIER_nondet_int()) {
    struct cnode *victim = sentinel.next;
    unlink_node(victim);
    free(victim);
    count--;
  }
  int seen = 0;
  struct cnode *p;
  for (p = sentinel.next; p != &sentinel; p = p->next) {
    if (p->next->prev != p || p->prev->next != p)
      __VERIFIER_error();
    seen++;
  }
  if (seen != count)
    __VERIFIER_error();
  return 0;
}
