/* A bubble sort over a kernel-style intrusive list, in the style of the 2015 tool's Linux-list
 * benchmark (errlang's own program): gl_read inserts a nondeterministic number of values with
 * gl_insert, inspect checks that the list is doubly linked, gl_sort bubble-sorts by swapping
 * neighbouring values. The bug: gl_insert links `node->nested` into a per-node list but never
 * sets `nested.prev`, so inspect's check on the nested list fails on the first node. */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
void _Learn_assert(int);

struct list_head {
  struct list_head *next, *prev;
};

struct node {
  int value;
  struct list_head linkage;
  struct list_head nested;
};

static struct list_head gl_list = {&gl_list, &gl_list};

static void list_add(struct list_head *fresh, struct list_head *head) {
  struct list_head *next = head->next;
  next->prev = fresh;
  fresh->next = next;
  fresh->prev = head;
  head->next = fresh;
}

static void gl_insert(int value) {
  struct node *node = malloc(sizeof *node);
  if (!node)
    abort();
  node->value = value;
  list_add(&node->linkage, &gl_list);
  node->nested.next = &node->nested; /* bug: nested.prev is never set */
}

static void gl_read(void) {
  do {
    gl_insert(__VERIFIER_nondet_int());
  } while (__VERIFIER_nondet_int());
}

static void inspect(struct list_head *head) {
  for (struct list_head *at = head->next; at != head; at = at->next) {
    struct node *node = (struct node *)((char *)at - sizeof(int) - 4);
    _Learn_assert(node->nested.next == &node->nested);
    _Learn_assert(node->nested.prev == &node->nested);
  }
}

static void gl_sort(void) {
  int swapped = 1;
  while (swapped) {
    swapped = 0;
    for (struct list_head *at = gl_list.next; at->next != &gl_list; at = at->next) {
      struct node *a = (struct node *)((char *)at - 8);
      struct node *b = (struct node *)((char *)at->next - 8);
      if (a->value > b->value) {
        int value = a->value;
        a->value = b->value;
        b->value = value;
        swapped = 1;
      }
    }
  }
}

int main(void) {
  gl_read();
  inspect(&gl_list);
  gl_sort();
  inspect(&gl_list);
  return 0;
}
