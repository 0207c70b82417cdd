/* A docking-like mode machine (in the spirit of the docking approach controller of Chapman et
 * al. 2015): three control cycles read a range band, an alignment flag and a closing-speed flag;
 * mode changes are explicit events. The capture check of the fast path forgets the speed, so a
 * latch can follow a capture made too fast. Events alphabet. */
// bench: alphabet=events loop-bound=3 oracle-domain=0:2
#include <assert.h>
#include <errlang.h>
extern int __VERIFIER_nondet_int(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern void __VERIFIER_assume(int);

enum mode { FAR, APPROACH, CAPTURE, LATCHED, ABORTED };
enum band { RANGE_FAR, RANGE_NEAR, RANGE_CONTACT };

int main(void) {
  enum mode mode = FAR;
  int captured_slow = 0;
  for (int cycle = 0; cycle < 3; cycle++) {
    int range = __VERIFIER_nondet_int();
    __VERIFIER_assume(range >= RANGE_FAR && range <= RANGE_CONTACT);
    _Bool aligned = __VERIFIER_nondet_bool();
    _Bool slow = __VERIFIER_nondet_bool();
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
        ERRLANG_EVENT(capture_fast); /* bug: `slow` is not required on the fast path */
        captured_slow = slow && cycle > 1;
        mode = CAPTURE;
      } else if (range == RANGE_NEAR && slow) {
        ERRLANG_EVENT(capture);
        captured_slow = 1;
        mode = CAPTURE;
      }
      break;
    case CAPTURE:
      if (aligned) {
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
