// oracle-file: domain=0:3 loop-bound=3
/* A FIFO queue as a malloc'd singly linked list with head and tail pointers, driven by up to
 * three nondet operations. `dequeue` forgets to clear the tail when the queue becomes empty, so
 * a later `enqueue` links the new node behind the dequeued one and the head stays NULL. (Nodes
 * are never freed: writing through the stale tail would be undefined behaviour.) */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

struct node {
  int value;
  struct node *next;
};

static struct node *head, *tail;
static int size;

static void enqueue(int value) {
  struct node *n = malloc(sizeof *n);
  n->value = value;
  n->next = NULL;
  if (head == NULL && tail == NULL)
    head = n;
  else
    tail->next = n;
  tail = n;
  size++;
}

static int dequeue(void) {
  struct node *n = head;
  head = n->next;
  size--;
  /* bug: tail is left pointing at n when the queue becomes empty */
  return n->value;
}

int main(void) {
  int steps = __VERIFIER_nondet_int();
  __VERIFIER_assume(steps >= 0 && steps <= 3);
  for (int i = 0; i < steps; i++) {
    int op = __VERIFIER_nondet_int();
    __VERIFIER_assume(op >= 0 && op <= 1);
    if (op == 0)
      enqueue(i);
    else if (size > 0)
      dequeue();
  }
  assert(size == 0 || head != NULL); // oracle: alphabet=functions
  assert(size >= 0); // oracle: alphabet=functions empty
  return 0;
}
