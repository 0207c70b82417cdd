#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int value; struct node *next; };
struct node *head = NULL;
void push(int v) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->value = v;
    n->next = head;
    head = n;
}
int main(void) {
    push(__VERIFIER_nondet_int());
    push(__VERIFIER_nondet_int());
    struct node *p = head;
    int sum = 0;
    while (p) { sum += p->value; p = p->next; }
    assert(sum != 10);
    return 0;
}
