/* A door that must not be opened while locked; unlock() is called only when m == 3. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int locked = 0;

void lock(void) { locked = 1; }
void unlock(void) { locked = 0; }
void open_door(void) { assert(!locked); } // explain: decides=open_door after=lock

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
    open_door();
    return 0;
}
