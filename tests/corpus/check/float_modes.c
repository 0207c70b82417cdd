/* A floating-point mode machine (in the spirit of a docking controller): the closing speed is
 * integrated in double precision from nondet thrust commands and the mode switches on
 * thresholds. Binary64 rounds as gcc's SSE code does: 0.1 added three times is not 0.3, so the
 * "exactly on target" test never fires; a braking command can still land in DOCK. */
// errlang-test: timeout=120
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

enum mode { COAST, BRAKE, DOCK };

int main(void) {
  double speed = 0.0;
  enum mode mode = COAST;
  for (int i = 0; i < 2; i++) {
    int thrust = __VERIFIER_nondet_int();
    if (thrust < -2 || thrust > 2)
      return 0;
    speed = speed + thrust;
    if (speed > 1.5)
      mode = BRAKE;
    else if (speed < -1.5f)
      mode = DOCK;
  }
  double drift = 0.1 + 0.1 + 0.1;
  assert(drift != 0.3); // expect: holds
  assert(speed >= -4.0); // expect: holds
  assert(mode != DOCK); // expect: fails witness=-1,-1
  return 0;
}
