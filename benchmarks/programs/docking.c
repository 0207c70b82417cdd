/* A docking-like mode machine (in the spirit of the docking approach controller of Chapman et
 * al. 2015): five control cycles each read one sensor word that gives a range band, an
 * alignment flag and a closing-speed flag; mode changes are explicit events. The fast capture
 * path forgets to require a slow closing speed, so a latch can follow a capture made too fast,
 * also after a release and a new capture. Events alphabet. */
// bench: alphabet=events loop-bound=5 oracle-domain=0:5
#include <assert.h>
#include <errlang.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

enum mode { FAR, APPROACH, CAPTURE, LATCHED, ABORTED };
enum band { RANGE_FAR, RANGE_NEAR, RANGE_CONTACT };

int main(void) {
  enum mode mode = FAR;
  int captured_slow = 0;
  for (int cycle = 0; cycle < 5; cycle++) {
    int sensor = __VERIFIER_nondet_int();
    __VERIFIER_assume(sensor >= 0 && sensor <= 5);
    int range = sensor / 2;
    int slow = sensor % 2 == 0;
    int aligned = sensor != 3;
    switch (mode) {
    case FAR:
      if (range != RANGE_FAR) {
        ERRLANG_EVENT(approach);
        mode = APPROACH;
      }
      break;
    case APPROACH:
      if (!aligned) {
        ERRLANG_EVENT(abort);
        mode = ABORTED;
      } else if (range == RANGE_CONTACT) {
        ERRLANG_EVENT(capture_fast); /* bug: `slow` is not required on this path */
        captured_slow = slow;
        mode = CAPTURE;
      } else if (range == RANGE_NEAR && slow) {
        ERRLANG_EVENT(capture);
        captured_slow = 1;
        mode = CAPTURE;
      }
      break;
    case CAPTURE:
      if (aligned && range != RANGE_FAR) {
        ERRLANG_EVENT(latch);
        mode = LATCHED;
        assert(captured_slow); // bench
      } else {
        ERRLANG_EVENT(release);
        mode = APPROACH;
      }
      break;
    case LATCHED:
    case ABORTED:
      break;
    }
  }
  return 0;
}
