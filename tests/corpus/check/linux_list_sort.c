/* Linux-style intrusive lists (container_of, list_for_each_entry) and an insertion sort of
 * three nondet keys. The bug is in a macro: list_add_before forgets to link the new node's
 * successor back, so a sort that inserts before an existing entry breaks the prev chain. */
#include <assert.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);

struct list_head { struct list_head *next, *prev; };

#define LIST_HEAD_INIT(name) { &(name), &(name) }
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))
#define list_entry(ptr, type, member) container_of(ptr, type, member)
#define list_for_each(pos, head) for (pos = (head)->next; pos != (head); pos = pos->next)
/* BUG: should also set (pos)->prev = (node) */
#define list_add_before(node, pos) \
  do { (node)->next = (pos); (node)->prev = (pos)->prev; (pos)->prev->next = (node); } while (0)

struct item { int key; struct list_head link; };

static void insert_sorted(struct list_head *head, struct item *it) {
  struct list_head *pos;
  list_for_each(pos, head) {
    if (list_entry(pos, struct item, link)->key > it->key)
      break;
  }
  list_add_before(&it->link, pos);
}

int main(void) {
  struct list_head head = LIST_HEAD_INIT(head);
  struct item items[3];
  for (int i = 0; i < 3; i++) {
    items[i].key = __VERIFIER_nondet_int();
    insert_sorted(&head, &items[i]);
  }
  int count = 0, last = -2147483647 - 1;
  struct list_head *pos;
  list_for_each(pos, &head) {
    struct item *it = list_entry(pos, struct item, link);
    assert(it->key >= last); // expect: holds
    last = it->key;
    count++;
  }
  assert(count == 3); // expect: fails witness=0,1,2
  return 0;
}
