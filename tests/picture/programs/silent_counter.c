/* A command loop where the silent command changes what matters: credit grows without an
 * event, and spend fails once three credits were taken. The silent iterations must not be
 * taken as stutters. */
#include <assert.h>

extern int nondet(void);

static int credit;

void spend(void) { assert(credit < 3); }

int main(void) {
    while (nondet()) {
        int op = nondet();
        if (op == 0)
            credit++;
        else if (op == 1)
            spend();
    }
    return 0;
}
