#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct account { int id; int balance; };
struct bank { struct account acc[3]; int count; };
struct bank b;
void deposit(struct account *a, int amount) {
    if (amount > 0)
        a->balance += amount;
}
int main(void) {
    b.count = 3;
    int k = __VERIFIER_nondet_int();
    int x = __VERIFIER_nondet_int();
    if (k < 0 || k >= 3) return 0;
    deposit(&b.acc[k], x);
    assert(b.acc[k].balance != 5);
    return 0;
}
