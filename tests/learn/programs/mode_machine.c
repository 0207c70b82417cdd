// oracle-file: domain=0:3 loop-bound=4
/* A docking-like mode machine: a switch over the mode, driven by four nondet commands, with
 * the handler of each mode as a function. The assertion, inside the loop, forbids docking
 * straight from the approach without a capture; the goto path skips the capture check. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

enum mode { IDLE, APPROACH, CAPTURE, DOCKED };

static enum mode idle(int cmd) { return cmd == 1 ? APPROACH : IDLE; }

static enum mode approach(int cmd) {
  if (cmd == 2)
    return CAPTURE;
  if (cmd == 0)
    return IDLE;
  return APPROACH;
}

static enum mode capture(int cmd) { return cmd == 3 ? DOCKED : CAPTURE; }

static void abort_docking(void) {}

int main(void) {
  enum mode mode = IDLE;
  int captured = 0;
  for (int step = 0; step < 4; step++) {
    int cmd = __VERIFIER_nondet_int();
    __VERIFIER_assume(cmd >= 0 && cmd <= 3);
    switch (mode) {
    case IDLE:
      mode = idle(cmd);
      break;
    case APPROACH:
      if (cmd == 3 && step == 2)
        goto dock; /* bug: a fast path that skips the capture */
      mode = approach(cmd);
      break;
    case CAPTURE:
      captured = 1;
      mode = capture(cmd);
      break;
    case DOCKED:
      if (cmd == 0) {
        abort_docking();
        mode = IDLE;
        captured = 0;
      }
      break;
    }
    continue;
  dock:
    mode = DOCKED;
    assert(captured); // oracle: alphabet=functions
  }
  return 0;
}
