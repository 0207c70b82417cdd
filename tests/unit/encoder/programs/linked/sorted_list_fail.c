#include <assert.h>
#include <stdlib.h>

int __VERIFIER_nondet_int(void);

struct item {
    int value;
    struct item *next;
};

/* insert keeping the list sorted ascending; duplicates allowed */
static struct item *insert_sorted(struct item *head, int value)
{
    struct item *node = malloc(sizeof(*node));
    if (node == NULL)
        return head;
    node->value = value;
    struct item **link = &head;
    while (*link != NULL && (*link)->value < value)
        link = &(*link)->next;
    node->next = *link;
    *link = node;
    return head;
}

/* delete the first node holding value; returns the new head */
static struct item *delete_value(struct item *head, int value, int *found)
{
    struct item *prev = NULL, *cur = head;
    *found = 0;
    while (cur != NULL) {
        if (cur->value == value) {
            if (prev)
                prev->next = cur->next;
            else
                head = cur->next;
            free(cur);
            *found = 1;
            break;
        }
        prev = cur;
        cur = cur->next;
    }
    return head;
}

int main(void)
{
    struct item *list = NULL;
    int keys[3];
    for (int i = 0; i < 3; i++) {
        keys[i] = __VERIFIER_nondet_int();
        list = insert_sorted(list, keys[i]);
    }
    int found;
    list = delete_value(list, keys[1], &found);
    assert(found);
    int count = 0;
    for (struct item *p = list; p != NULL; p = p->next) {
        if (p->next)
            assert(p->value <= p->next->value);
        count++;
    }
    assert(count == 2 && list->value <= keys[1]);
    while (list) {
        struct item *next = list->next;
        free(list);
        list = next;
    }
    return 0;
}
