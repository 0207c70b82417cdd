#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int v; struct node *next; };
void insert(struct node **head, int v) {
    struct node *n = malloc(sizeof *n);
    n->v = v;
    n->next = *head;
    *head = n;
}
int main(void) {
    struct node *list = NULL;
    insert(&list, __VERIFIER_nondet_int());
    struct node **tail = &list->next;
    assert(list->v != 3 || *tail != NULL);
    return 0;
}
