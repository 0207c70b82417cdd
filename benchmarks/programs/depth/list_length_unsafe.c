/* A malloc'd list built by one loop and walked by another: length 5 reaches the error. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

struct node {
  int value;
  struct node *next;
};

int main(void) {
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof(struct node));
    n->value = 1;
    n->next = head;
    head = n;
  }
  int length = 0;
  for (struct node *p = head; p != NULL; p = p->next)
    length += p->value;
  if (length == 5)
    reach_error();
  return 0;
}
