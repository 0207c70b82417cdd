/* A list whose bug shows after any number of insertions: `inspect` assumes the head's value is
 * positive, but `insert` stores whatever it is given (in the style of the 2015 paper's Linux
 * list example). */
#include <assert.h>
#include <stdlib.h>

extern int nondet_int(void);

struct node {
    int value;
    struct node *next;
};

struct node *head;

void insert(int value) {
    struct node *cell = malloc(sizeof(struct node));
    cell->value = value;
    cell->next = head;
    head = cell;
}

void inspect(void) {
    if (head != 0)
        assert(head->value > 0);
}

int main(void) {
    int count = nondet_int();
    int i;
    head = 0;
    for (i = 0; i < count; i++)
        insert(nondet_int());
    inspect();
    return 0;
}
