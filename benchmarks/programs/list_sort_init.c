/* A linked list with a sort and an initialisation bug (in the spirit of Chapman et al. 2015):
 * up to three nondet insertions at the front or the back, then a bubble sort that makes
 * `len - 1` passes. `push_back` on an empty list forgets to count the node, so `len` is one
 * short and the sort can stop one pass early. */
// bench: alphabet=functions loop-bound=3 oracle-domain=0:2
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

struct node {
  int value;
  struct node *next;
};

static struct node *head;
static int len;

static struct node *make(int value) {
  struct node *n = malloc(sizeof *n);
  n->value = value;
  n->next = NULL;
  return n;
}

static void push_front(int value) {
  struct node *n = make(value);
  n->next = head;
  head = n;
  len++;
}

static void push_back(int value) {
  struct node *n = make(value);
  if (head == NULL) {
    head = n; /* bug: len is not incremented */
    return;
  }
  struct node *p = head;
  while (p->next != NULL)
    p = p->next;
  p->next = n;
  len++;
}

static void swap_values(struct node *p, struct node *q) {
  int t = p->value;
  p->value = q->value;
  q->value = t;
}

static void sort(void) {
  for (int pass = 0; pass + 1 < len; pass++)
    for (struct node *p = head; p->next != NULL; p = p->next)
      if (p->value > p->next->value)
        swap_values(p, p->next);
}

static int is_sorted(void) {
  for (struct node *p = head; p != NULL && p->next != NULL; p = p->next)
    if (p->value > p->next->value)
      return 0;
  return 1;
}

int main(void) {
  for (int i = 0; i < 3; i++) {
    int where = __VERIFIER_nondet_int();
    __VERIFIER_assume(where >= 0 && where <= 1);
    int value = __VERIFIER_nondet_int();
    __VERIFIER_assume(value >= 0 && value <= 2);
    if (where == 0)
      push_front(value);
    else
      push_back(value);
  }
  sort();
  assert(is_sorted()); // bench
  return 0;
}
