/* A malloc'd linked list of nondet length (at most 3) with nondet values. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

struct node {
  int value;
  struct node *next;
};

static struct node *push(struct node *head, int v) {
  struct node *n = malloc(sizeof *n);
  n->value = v;
  n->next = head;
  return n;
}

static int length(const struct node *l) {
  int k = 0;
  while (l) {
    k++;
    l = l->next;
  }
  return k;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 3);
  struct node *head = NULL;
  for (int i = 0; i < n; i++)
    head = push(head, __VERIFIER_nondet_int());
  assert(length(head) == n); // expect: holds
  int sum = 0;
  for (struct node *p = head; p != NULL; p = p->next)
    sum += p->value;
  assert(n < 3 || head->next->next != NULL); // expect: holds
  assert((n == 0) == (head == NULL)); // expect: holds
  assert(sum != 100 || n < 2); // expect: fails witness=2,40,60
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  assert(head == NULL); // expect: holds
  return 0;
}
