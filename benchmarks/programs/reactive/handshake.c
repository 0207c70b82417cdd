/* A protocol handshake with a retry counter (Stateflow style).
 * errlang-model: step=Handshake_step observe=st,retries
 * machine: {"states": {"Idle": [[0, 0]], "SynSent0": [[1, 0]], "SynSent1": [[1, 1]],
 *                      "SynSent2": [[1, 2]], "Open": [[2, 0]], "Closing": [[3, 0]]},
 *           "initial": ["Idle"],
 *           "transitions": [["Idle", "Idle"], ["Idle", "SynSent0"],
 *                           ["SynSent0", "SynSent0"], ["SynSent0", "SynSent1"],
 *                           ["SynSent0", "Open"], ["SynSent1", "SynSent1"],
 *                           ["SynSent1", "SynSent2"], ["SynSent1", "Open"],
 *                           ["SynSent2", "SynSent2"], ["SynSent2", "Idle"],
 *                           ["SynSent2", "Open"], ["Open", "Open"], ["Open", "Closing"],
 *                           ["Closing", "Closing"], ["Closing", "Idle"]]}
 * Idle -> SynSent on a connect request; SynSent: an ack opens the connection, a timeout (3
 * ticks) resends and counts a retry, the third timeout gives up; Open -> Closing on a close
 * request; Closing -> Idle on the final ack. The retry counter is observed, so SynSent is
 * three states of the machine. */
extern int __VERIFIER_nondet_int(void);

enum { IDLE, SYN_SENT, OPEN, CLOSING };

int st;
int retries;
static int timer;

void Handshake_step(void) {
  int request = __VERIFIER_nondet_int();
  int ack = __VERIFIER_nondet_int();
  switch (st) {
  case IDLE:
    if (request == 1) {
      st = SYN_SENT;
      retries = 0;
      timer = 0;
    }
    break;
  case SYN_SENT:
    if (ack) {
      st = OPEN;
      retries = 0;
    } else if (timer < 2) {
      timer++;
    } else if (retries < 2) {
      retries++;
      timer = 0;
    } else {
      st = IDLE;
      retries = 0;
    }
    break;
  case OPEN:
    if (request == 2) st = CLOSING;
    break;
  default:
    if (ack) st = IDLE;
    break;
  }
}
