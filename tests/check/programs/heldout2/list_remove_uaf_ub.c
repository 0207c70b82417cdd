/* Removing matching nodes from a singly linked list: the loop frees the node and then reads
 * its next pointer (use after free). */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct item {
  int v;
  struct item *next;
};

static struct item *push(struct item *head, int v)
{
  struct item *n = malloc(sizeof *n);
  n->v = v;
  n->next = head;
  return n;
}

static struct item *remove_all(struct item *head, int v)
{
  struct item **link = &head;
  struct item *cur = head;
  while (cur) {
    if (cur->v == v) {
      *link = cur->next;
      free(cur);
      cur = cur->next; /* reads freed memory */
    } else {
      link = &cur->next;
      cur = cur->next;
    }
  }
  return head;
}

int main(void)
{
  struct item *l = NULL;
  for (int i = 0; i < 3; i++)
    l = push(l, __VERIFIER_nondet_int() & 3);
  l = remove_all(l, 2);
  int n = 0;
  while (l) {
    struct item *next = l->next;
    free(l);
    l = next;
    n++;
  }
  return n;
}
