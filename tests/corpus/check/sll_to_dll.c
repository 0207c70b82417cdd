/* Conversion of a singly linked list (built by prepending n nondet-sized cells) into a doubly
 * linked one, in place. The conversion is right; the claim about the last cell's data is wrong
 * for a list of two (prepending reverses the order). */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct cell { int data; struct cell *next; struct cell *prev; };

int main(void) {
  struct cell *head = NULL;
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 2)
    return 0;
  for (int i = 0; i < n; i++) {
    struct cell *c = malloc(sizeof *c);
    c->data = i;
    c->next = head;
    c->prev = NULL;
    head = c;
  }
  for (struct cell *c = head; c->next != NULL; c = c->next)
    c->next->prev = c;
  int back = 0;
  struct cell *last = head;
  while (last->next != NULL)
    last = last->next;
  for (struct cell *c = last; c != NULL; c = c->prev)
    back++;
  assert(back == n); // expect: holds
  assert(head->data == n - 1); // expect: holds
  assert(last->data != 0 || n < 2); // expect: fails witness=2
  return 0;
}
