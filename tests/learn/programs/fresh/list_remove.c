// oracle-file: domain=0:3 loop-bound=3
/* A malloc'd singly linked list with a length counter. `list_remove` unlinks the first node
 * holding a value; when the node is the head, the counter is not decremented (bug), so the
 * final consistency check (walk length == counter) fails. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

struct node {
  int value;
  struct node *next;
};

struct list {
  struct node *head;
  int length;
};

static void list_push(struct list *l, int v) {
  struct node *n = malloc(sizeof *n);
  if (!n) abort();
  n->value = v;
  n->next = l->head;
  l->head = n;
  l->length++;
}

static int list_remove(struct list *l, int v) {
  struct node **link = &l->head;
  while (*link) {
    struct node *n = *link;
    if (n->value == v) {
      *link = n->next;
      if (link != &l->head) l->length--; /* bug: head removal not counted */
      free(n);
      return 1;
    }
    link = &n->next;
  }
  return 0;
}

static int list_walk(const struct list *l) {
  int k = 0;
  for (const struct node *n = l->head; n; n = n->next) k++;
  return k;
}

int main(void) {
  struct list l = {0, 0};
  list_push(&l, 1);
  list_push(&l, 2);
  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v >= 0 && v <= 3);
  if (v != 0) list_remove(&l, v);
  assert(list_walk(&l) == l.length); // oracle: alphabet=functions
  return 0;
}
