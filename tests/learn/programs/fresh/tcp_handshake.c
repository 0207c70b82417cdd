// oracle-file: domain=0:4 loop-bound=4
/* A server-side TCP-like connection state machine driven by received segments (events
 * alphabet: syn, ack, rst, data). Data may only be delivered once the handshake completed.
 * Bug: an RST in SYN_RCVD is handled as the final ACK, so `syn rst data` delivers data. */
#include <assert.h>
#include <errlang.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

enum state { LISTEN, SYN_RCVD, ESTABLISHED, CLOSED };
enum segment { SEG_SYN, SEG_ACK, SEG_RST, SEG_DATA, SEG_NONE };

int main(void) {
  enum state s = LISTEN;
  int handshake_done = 0;
  for (int i = 0; i < 4 && s != CLOSED; i++) {
    int seg = __VERIFIER_nondet_int();
    __VERIFIER_assume(seg >= SEG_SYN && seg <= SEG_NONE);
    switch (seg) {
    case SEG_SYN:
      ERRLANG_EVENT(syn);
      if (s == LISTEN) s = SYN_RCVD;
      break;
    case SEG_ACK:
      ERRLANG_EVENT(ack);
      if (s == SYN_RCVD) {
        s = ESTABLISHED;
        handshake_done = 1;
      }
      break;
    case SEG_RST:
      ERRLANG_EVENT(rst);
      if (s == SYN_RCVD) s = ESTABLISHED; /* bug: should go back to LISTEN */
      else if (s == ESTABLISHED) s = CLOSED;
      break;
    case SEG_DATA:
      ERRLANG_EVENT(data);
      if (s == ESTABLISHED) assert(handshake_done); // oracle: alphabet=events
      break;
    default:
      break; /* nothing received this tick */
    }
  }
  return 0;
}
