/* A list whose second node is left uninitialised when init_next() is skipped. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct node {
    int value;
    struct node *next;
};

struct node *make(int value) {
    struct node *n = malloc(sizeof *n);
    n->value = value;
    n->next = 0;
    return n;
}

void init_next(struct node *n) { n->next = make(n->value ^ 0x10); }

int main(void) {
    struct node *head = make(__VERIFIER_nondet_int() & 0xff);
    if (__VERIFIER_nondet_int())
        init_next(head);
    int mask = __VERIFIER_nondet_int();
    if (mask & 1)
        head->value |= 0x100;
    assert(head->next != 0 || (head->value & 0x100) == 0); // explain: decides=L25:T after=L22:F alphabet=functions,branches
    return 0;
}
