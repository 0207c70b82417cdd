#include <assert.h>
#include <stddef.h>
#include <stdlib.h>

int __VERIFIER_nondet_int(void);

struct list_head {
    struct list_head *next, *prev;
};

#define container_of(ptr, type, member) \
    ((type *)((char *)(ptr) - offsetof(type, member)))

static void list_init(struct list_head *h) { h->next = h; h->prev = h; }

static void list_add_tail(struct list_head *n, struct list_head *h)
{
    n->prev = h->prev;
    n->next = h;
    h->prev->next = n;
    h->prev = n;
}

static void list_del(struct list_head *n)
{
    n->prev->next = n->next;
    n->next->prev = n->prev;
}

struct job {
    int id;
    int prio;
    struct list_head link;
};

int main(void)
{
    struct list_head queue;
    list_init(&queue);
    int n = 0;
    for (int i = 0; i < 3; i++) {
        struct job *j = malloc(sizeof *j);
        if (!j)
            return 1;
        j->id = i;
        j->prio = __VERIFIER_nondet_int();
        list_add_tail(&j->link, &queue);
        n++;
    }
    /* drop every job of negative priority */
    struct list_head *pos = queue.next;
    while (pos != &queue) {
        struct list_head *next = pos->next;
        struct job *j = container_of(pos, struct job, link);
        if (j->prio < 0) {
            list_del(pos);
            free(j);
            n--;
        }
        pos = next;
    }
    int seen = 0, last = -1;
    for (pos = queue.next; pos != &queue; pos = pos->next) {
        struct job *j = container_of(pos, struct job, link);
        assert(j->prio >= 0 && j->id > last);
        last = j->id;
        assert(pos->next->prev == pos);
        seen++;
    }
    assert(seen == n && n >= 1);
    while (queue.next != &queue) {
        struct list_head *first = queue.next;
        list_del(first);
        free(container_of(first, struct job, link));
    }
    return 0;
}
