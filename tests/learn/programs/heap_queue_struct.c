// oracle-file: domain=0:3 loop-bound=3
/* The queue of heap_queue.c kept in a struct on main's stack and passed by pointer, so that
 * head, tail and size live in memory: a FIFO queue as a malloc'd singly linked list, driven by up
 * to three nondet operations. `dequeue` forgets to clear the tail when the queue becomes empty, so
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

struct queue {
  struct node *head, *tail;
  int size;
};

static void enqueue(struct queue *q, int value) {
  struct node *n = malloc(sizeof *n);
  n->value = value;
  n->next = NULL;
  if (q->head == NULL && q->tail == NULL)
    q->head = n;
  else
    q->tail->next = n;
  q->tail = n;
  q->size++;
}

static int dequeue(struct queue *q) {
  struct node *n = q->head;
  int value = n->value;
  q->head = n->next;
  q->size--;
  /* bug: q->tail is left pointing at n when the queue becomes empty */
  return value;
}

int main(void) {
  struct queue q = {NULL, NULL, 0};
  int steps = __VERIFIER_nondet_int();
  __VERIFIER_assume(steps >= 0 && steps <= 3);
  for (int i = 0; i < steps; i++) {
    int op = __VERIFIER_nondet_int();
    __VERIFIER_assume(op >= 0 && op <= 1);
    if (op == 0)
      enqueue(&q, i);
    else if (q.size > 0)
      dequeue(&q);
  }
  assert(q.size == 0 || q.head != NULL); // oracle: alphabet=functions
  return 0;
}
