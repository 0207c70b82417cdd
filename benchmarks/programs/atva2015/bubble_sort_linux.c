/* errlang's own program in the style of the 2015 tool's "bubble_sort" benchmark (Chapman et al.,
 * ATVA 2015, Table 1; after SV-COMP's Linux-list bubble sort): an intrusive doubly linked list
 * in the kernel's style (list_head, list_add over __list_add, a root node), filled by gl_read
 * with a nondeterministic number of gl_insert calls, checked by inspect, bubble-sorted by gl_sort
 * (passes of gl_sort_pass that move a node behind its successor) and inspected again.
 *
 * The bug: list_move_after (a sort pass moving a node behind its successor) does not repair the
 * `prev` pointer of the node now following the moved one, so after the first move the list is no
 * longer doubly linked and the second inspect's assertion fails; with more insertions the failure
 * comes after more inspected nodes and sort steps (the automaton's loop).
 */
// bench: alphabet=functions
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
void _Learn_assert(int);

struct list_head {
  struct list_head *next, *prev;
};

struct node {
  int value;
  struct list_head linkage;
};

#define LIST_HEAD(name) struct list_head name = {&(name), &(name)}
#define list_entry(link) \
  ((struct node *)((char *)(link) - (unsigned long)&((struct node *)0)->linkage))

static LIST_HEAD(gl_list);

static void inspect(struct list_head *head) {
  struct list_head *at = head->next;
  while (at != head) {
    _Learn_assert(at->next->prev == at);
    at = at->next;
  }
}

static void __list_add(struct list_head *fresh, struct list_head *prev, struct list_head *next) {
  next->prev = fresh;
  fresh->next = next;
  fresh->prev = prev;
  prev->next = fresh;
}

static void list_add(struct list_head *fresh, struct list_head *head) {
  __list_add(fresh, head, head->next);
}

static void list_del(struct list_head *entry) {
  entry->prev->next = entry->next;
  entry->next->prev = entry->prev;
}

static void list_move_after(struct list_head *entry, struct list_head *where) {
  list_del(entry);
  entry->next = where->next;
  entry->prev = where;
  where->next = entry; /* bug: where->next->prev is left pointing at `where` */
}

static void gl_insert(int value) {
  struct node *node = malloc(sizeof *node);
  if (!node)
    abort();
  node->value = value;
  list_add(&node->linkage, &gl_list);
}

static void gl_read(void) {
  do {
    gl_insert(__VERIFIER_nondet_int());
  } while (__VERIFIER_nondet_int());
}

static int gl_sort_pass(void) {
  int moved = 0;
  struct list_head *at = gl_list.next;
  while (at->next != &gl_list) {
    struct list_head *after = at->next;
    if (list_entry(at)->value > list_entry(after)->value) {
      list_move_after(at, after);
      moved = 1;
    } else {
      at = after;
    }
  }
  return moved;
}

static void gl_sort(void) {
  while (gl_sort_pass())
    ;
}

int main(void) {
  gl_read();
  inspect(&gl_list);
  gl_sort();
  inspect(&gl_list);
  return 0;
}
