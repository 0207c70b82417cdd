/* errlang's own variant of benchmarks/programs/atva2015/sll_to_dll_rev.c for issue 31: the
 * allocation in chain_node is commented out, as in the 2015 tool's sll_to_dll_rev, so every run
 * dereferences the uninitialised pointer `fresh` (line 34) in the first call of chain_node and
 * ends there in undefined behaviour; no assertion is ever reached.
 */
// bench: alphabet=functions
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
void _Learn_assert(int);

struct node {
  struct node *next;
  struct node *prev;
};

static struct node *alloc_node(void) {
  struct node *fresh = malloc(sizeof *fresh);
  if (!fresh)
    abort();
  fresh->next = NULL; /* prev is not initialised */
  return fresh;
}

static void chain_node(struct node **list) {
  struct node *fresh; /* = alloc_node(); the allocation is commented out */
  fresh->next = *list;
  *list = fresh;
}

static struct node *create_sll(struct node **first_mark, struct node **second_mark) {
  struct node *list = NULL;
  do
    chain_node(&list);
  while (__VERIFIER_nondet_int());
  *second_mark = list;
  do
    chain_node(&list);
  while (__VERIFIER_nondet_int());
  *first_mark = list;
  do
    chain_node(&list);
  while (__VERIFIER_nondet_int());
  return list;
}

static void init_back_link(struct node *list) {
  while (list->next && list->next->next) { /* bug: the last node's prev is never set */
    struct node *next = list->next;
    next->prev = list;
    list = next;
  }
}

static struct node *reverse_dll(struct node *list) {
  struct node *last = list;
  while (list) {
    struct node *next = list->next;
    list->next = list->prev;
    list->prev = next;
    last = list;
    list = next;
  }
  return last;
}

static void check_seq_next(const struct node *beg, const struct node *end) {
  for (beg = beg->next; beg != end; beg = beg->next)
    _Learn_assert(beg != NULL);
}

static void check_seq_prev(const struct node *beg, const struct node *end) {
  for (beg = beg->prev; beg != end; beg = beg->prev)
    _Learn_assert(beg != NULL);
}

int main(void) {
  struct node *first_mark, *second_mark;
  struct node *list = create_sll(&first_mark, &second_mark);
  check_seq_next(first_mark, second_mark);
  init_back_link(list);
  check_seq_prev(second_mark, first_mark);
  list = reverse_dll(list);
  check_seq_next(list, first_mark);
  return 0;
}
