/* Bubble sort over a Linux-kernel-style intrusive list (the 2015 tool's bubble_sort style):
 * list_head embedded in the element, container_of by address arithmetic on a null pointer,
 * and an insertion that forgets to link the first element's back pointer. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);

struct list_head {
  struct list_head *next, *prev;
};

#define LIST_HEAD_INIT(name) { &(name), &(name) }
#define LIST_HEAD(name) struct list_head name = LIST_HEAD_INIT(name)
#define offsetof(TYPE, MEMBER) ((size_t) &((TYPE *)0)->MEMBER)
#define container_of(ptr, type, member) ({ \
        const typeof( ((type *)0)->member ) *__mptr = (ptr); \
        (type *)( (char *)__mptr - offsetof(type,member) );})
#define list_entry(ptr, type, member) container_of(ptr, type, member)
#define list_for_each(pos, head) for (pos = (head)->next; pos != (head); pos = pos->next)

struct gl_list {
  int value;
  struct list_head link;
};

static LIST_HEAD(gl_list);

static inline void __list_add(struct list_head *new, struct list_head *prev, struct list_head *next)
{
  next->prev = new;
  new->next = next;
  new->prev = prev;
  prev->next = new;
}

static inline void list_add(struct list_head *new, struct list_head *head)
{
  __list_add(new, head, head->next);
}

static void gl_insert(int value)
{
  struct gl_list *node = malloc(sizeof *node);
  if (!node)
    abort();
  node->value = value;
  if (gl_list.next == &gl_list) {
    /* bug: the first element is linked forward only */
    gl_list.next = &node->link;
    node->link.next = &gl_list;
    node->link.prev = &gl_list;
  } else {
    list_add(&node->link, &gl_list);
  }
}

static void gl_read(void)
{
  do {
    gl_insert(__VERIFIER_nondet_int());
  } while (__VERIFIER_nondet_int());
}

static void gl_sort_pass(void)
{
  struct list_head *pos;
  list_for_each(pos, &gl_list) {
    struct list_head *nx = pos->next;
    if (nx == &gl_list)
      break;
    struct gl_list *a = list_entry(pos, struct gl_list, link);
    struct gl_list *b = list_entry(nx, struct gl_list, link);
    if (a->value > b->value) {
      int t = a->value;
      a->value = b->value;
      b->value = t;
    }
  }
}

static void inspect(const struct list_head *head)
{
  const struct list_head *pos;
  for (pos = head->next; pos != head; pos = pos->next) {
    if (pos->next->prev != pos)
      __VERIFIER_error();
  }
}

int main(void)
{
  gl_read();
  gl_sort_pass();
  inspect(&gl_list);
  return 0;
}
