#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct pair { int *first; int *second; };
int xs[4];
int main(void) {
    struct pair p;
    int i = __VERIFIER_nondet_int();
    if (i < 0 || i > 3) return 0;
    p.first = &xs[i];
    p.second = &xs[3];
    assert(p.first != p.second);
    return 0;
}
