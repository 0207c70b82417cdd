/* A session API driven by a command loop, as a user would test it: every command is optional
 * (an unknown code does nothing) and writing needs an open session. */
#include <assert.h>

extern int nondet(void);

static int is_open;

void s_open(void) { is_open = 1; }

void s_read(void) {}

void s_write(void) { assert(is_open); }

void s_close(void) { is_open = 0; }

int main(void) {
    s_open();
    while (nondet()) {
        int op = nondet();
        if (op == 0)
            s_read();
        else if (op == 1)
            s_write();
        else if (op == 2)
            s_close();
    }
    return 0;
}
