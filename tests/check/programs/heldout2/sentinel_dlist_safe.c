/* A circular doubly linked list with a sentinel node: insert at front and back, remove from
 * the middle; forward and backward walks see the same elements in reverse orders. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct dnode {
  int v;
  struct dnode *prev, *next;
};

static void link_after(struct dnode *pos, struct dnode *n)
{
  n->prev = pos;
  n->next = pos->next;
  pos->next->prev = n;
  pos->next = n;
}

static void unlink_node(struct dnode *n)
{
  n->prev->next = n->next;
  n->next->prev = n->prev;
}

int main(void)
{
  struct dnode head = {0, &head, &head};
  struct dnode *nodes[4];
  for (int i = 0; i < 4; i++) {
    nodes[i] = malloc(sizeof(struct dnode));
    nodes[i]->v = i;
    if (__VERIFIER_nondet_int())
      link_after(&head, nodes[i]);
    else
      link_after(head.prev, nodes[i]);
  }
  int victim = __VERIFIER_nondet_int() & 3;
  unlink_node(nodes[victim]);
  int fwd[4], n = 0;
  for (struct dnode *p = head.next; p != &head; p = p->next)
    fwd[n++] = p->v;
  assert(n == 3);
  int m = 0;
  for (struct dnode *p = head.prev; p != &head; p = p->prev) {
    assert(p->v == fwd[n - 1 - m] && p->v != victim);
    m++;
  }
  assert(m == 3);
  for (int i = 0; i < 4; i++)
    free(nodes[i]);
  return 0;
}
