/* Version 2 of door.c: lock() again when m == 4. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int locked = 0;

void lock(void) { locked = 1; }
void unlock(void) { locked = 0; }
/* The assertion is one line lower than in door.c. */
void open_door(void) { assert(!locked); }

int main(void) {
    int n = __VERIFIER_nondet_int();
    if (n > 5) {
        lock();
    } else {
        unlock();
    }
    int m = __VERIFIER_nondet_int();
    if (m == 3) {
        unlock();
    }
    if (m == 4) {
        lock();
    }
    open_door();
    return 0;
}
