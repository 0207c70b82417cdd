/* A stack of capacity 2 overflows on the third push without a pop in between. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int size = 0;

void push(void) { size++; }
void pop(void) { size--; }
void check(void) {
    assert(size <= 2); // explain: decides=push after=push alphabet=functions loop-bound=3
}

int main(void) {
    for (int i = 0; i < 3; i++) {
        if (__VERIFIER_nondet_int())
            push();
        else if (size > 0)
            pop();
    }
    check();
    return 0;
}
