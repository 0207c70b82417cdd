/* A connection driven by an event loop: a tick with nothing to do emits no event; send needs
 * an acknowledged connection. */
#include <assert.h>

extern int nondet(void);

enum state { IDLE, CONNECTING, CONNECTED };
static enum state st;

void connect(void) {
    if (st == IDLE)
        st = CONNECTING;
}

void ack(void) {
    if (st == CONNECTING)
        st = CONNECTED;
}

void send(void) { assert(st == CONNECTED); }

void hangup(void) { st = IDLE; }

int main(void) {
    st = IDLE;
    while (nondet()) {
        switch (nondet()) {
        case 0:
            connect();
            break;
        case 1:
            ack();
            break;
        case 2:
            send();
            break;
        case 3:
            hangup();
            break;
        default:
            break;
        }
    }
    return 0;
}
