/* Removing a node from a doubly linked list forgets the successor's back pointer. */
#include <stdlib.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "dll_remove.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

struct dnode {
  struct dnode *prev, *next;
  int key;
};

static struct dnode *push_front(struct dnode *head, int key)
{
  struct dnode *n = malloc(sizeof(struct dnode));
  if (!n) abort();
  n->key = key;
  n->prev = NULL;
  n->next = head;
  if (head)
    head->prev = n;
  return n;
}

static struct dnode *remove_node(struct dnode *head, struct dnode *n)
{
  if (n->prev)
    n->prev->next = n->next;
  else
    head = n->next;
  /* bug: n->next->prev is not updated */
  free(n);
  return head;
}

int main(void)
{
  struct dnode *head = NULL;
  int k;
  for (k = 0; k < 3; k++)
    head = push_front(head, k);
  struct dnode *victim = head;
  int steps = __VERIFIER_nondet_int();
  if (steps < 0 || steps > 2)
    return 0;
  while (steps-- > 0)
    victim = victim->next;
  head = remove_node(head, victim);
  struct dnode *p;
  for (p = head; p != NULL; p = p->next) {
    if (p->next)
      __VERIFIER_assert(p->next->prev == p);
  }
  return 0;
}
