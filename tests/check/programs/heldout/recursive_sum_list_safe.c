/* Recursive length and sum of a heap list of at most three nodes. */
#include <stdlib.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "recursive_sum_list.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

typedef struct node {
  int value;
  struct node *next;
} node_t;

static int length(const node_t *l) { return l ? 1 + length(l->next) : 0; }
static int sum(const node_t *l) { return l ? l->value + sum(l->next) : 0; }

static void release(node_t *l)
{
  if (l) {
    release(l->next);
    free(l);
  }
}

int main(void)
{
  node_t *head = NULL;
  int n = __VERIFIER_nondet_int();
  int i;
  if (n < 0 || n > 3)
    return 0;
  for (i = 0; i < n; i++) {
    node_t *fresh = malloc(sizeof *fresh);
    if (!fresh)
      abort();
    fresh->value = 2;
    fresh->next = head;
    head = fresh;
  }
  __VERIFIER_assert(length(head) == n);
  __VERIFIER_assert(sum(head) == 2 * n);
  release(head);
  return 0;
}
