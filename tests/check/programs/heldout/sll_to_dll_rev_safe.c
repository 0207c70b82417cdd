/* A singly linked list converted to a doubly linked one and reversed (the 2015 tool's
 * sll_to_dll_rev style), with the back links checked after each step. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);

struct node {
  struct node *next;
  struct node *prev;
  int data;
};

static struct node *create_sll(void)
{
  struct node *list = NULL;
  int len = 0;
  do {
    struct node *n = malloc(sizeof(struct node));
    if (!n) abort();
    n->next = list;
    n->prev = NULL;
    n->data = 7;
    list = n;
    len++;
  } while (len < 3 && __VERIFIER_nondet_int());
  return list;
}

static void sll_to_dll(struct node *list)
{
  while (list && list->next) {
    list->next->prev = list;
    list = list->next;
  }
}

static struct node *reverse(struct node *list)
{
  struct node *prev = NULL;
  while (list) {
    struct node *next = list->next;
    list->next = prev;
    list->prev = next;
    prev = list;
    list = next;
  }
  return prev;
}

static void check_dll(struct node *list)
{
  if (list && list->prev)
    __VERIFIER_error();
  while (list) {
    if (list->next && list->next->prev != list)
      __VERIFIER_error();
    if (list->data != 7)
      __VERIFIER_error();
    list = list->next;
  }
}

int main(void)
{
  struct node *list = create_sll();
  sll_to_dll(list);
  check_dll(list);
  list = reverse(list);
  check_dll(list);
  while (list) {
    struct node *next = list->next;
    free(list);
    list = next;
  }
  return 0;
}
