/* An intrusive doubly linked list in the Linux kernel's style (list_head, list_add over
 * __list_add), filled with a nondeterministic number of values, checked, bubble-sorted and
 * checked again; after the style of the 2015 tool's bubble_sort benchmark (ATVA 2015, Fig. 13).
 *
 * The bug: gl_insert links the new node first and initialises its linkage afterwards, so the
 * node's own next/prev point back at itself and the first inspect after any number of
 * insertions finds the root's successor not linked back to the root. */
#include <assert.h>
#include <stddef.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct list_head {
    struct list_head *next, *prev;
};

struct node {
    int value;
    struct list_head linkage;
};

static struct list_head gl_list = {&gl_list, &gl_list};

#define INIT_LIST_HEAD(list) ((list)->next = (list), (list)->prev = (list))

static void __list_add(struct list_head *item, struct list_head *prev, struct list_head *next) {
    next->prev = item;
    item->next = next;
    item->prev = prev;
    prev->next = item;
}

static void list_add(struct list_head *item, struct list_head *head) {
    __list_add(item, head, head->next);
}

static void list_move(struct list_head *entry, struct list_head *head) {
    entry->prev->next = entry->next;
    entry->next->prev = entry->prev;
    list_add(entry, head);
}

static void inspect(const struct list_head *head) {
    const struct list_head *at;
    assert(head->next->prev == head);
    for (at = head->next; at != head; at = at->next)
        assert(at->next->prev == at);
}

static void gl_insert(int value) {
    struct node *node = malloc(sizeof *node);
    if (!node)
        abort();
    node->value = value;
    list_add(&node->linkage, &gl_list);
    INIT_LIST_HEAD(&node->linkage); /* bug: must come before list_add */
}

static void gl_read(void) {
    do {
        gl_insert(__VERIFIER_nondet_int());
    } while (__VERIFIER_nondet_int());
}

static int value_of(struct list_head *link) {
    return ((struct node *)((char *)link - offsetof(struct node, linkage)))->value;
}

static void gl_sort(void) {
    int swapped = 1;
    while (swapped) {
        struct list_head *at;
        swapped = 0;
        for (at = gl_list.next; at != &gl_list && at->next != &gl_list; at = at->next) {
            if (value_of(at) > value_of(at->next)) {
                list_move(at, at->next);
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
