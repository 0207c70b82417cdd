/* A docking-phase controller (the 2015 paper's docking program, Stateflow style).
 * errlang-model: step=Docking_step observe=phase
 * machine: {"states": {"Approach": [[0]], "Align": [[1]], "Capture": [[2]], "Docked": [[3]],
 *                      "Abort": [[4]]},
 *           "initial": ["Approach"],
 *           "transitions": [["Approach", "Approach"], ["Approach", "Align"],
 *                           ["Approach", "Abort"], ["Align", "Align"], ["Align", "Capture"],
 *                           ["Align", "Abort"], ["Capture", "Capture"], ["Capture", "Docked"],
 *                           ["Capture", "Abort"], ["Docked", "Docked"], ["Abort", "Abort"],
 *                           ["Abort", "Approach"]]}
 * Approach -> Align within 10 m; Align -> Capture when aligned within 1 m; Capture holds 3
 * ticks with contact, then Docked (final); a fault aborts every phase but Docked; Abort
 * retreats 4 ticks, then Approach. */
extern int __VERIFIER_nondet_int(void);

#define APPROACH 0
#define ALIGN 1
#define CAPTURE 2
#define DOCKED 3
#define ABORT 4

int phase = APPROACH;
int holdTicks;
int retreatTicks;

void Docking_step(void) {
  int distance = __VERIFIER_nondet_int();
  int aligned = __VERIFIER_nondet_int();
  int fault = __VERIFIER_nondet_int();
  int contact = __VERIFIER_nondet_int();
  if (phase != DOCKED && phase != ABORT && fault) {
    phase = ABORT;
    retreatTicks = 0;
    return;
  }
  switch (phase) {
  case APPROACH:
    if (distance >= 0 && distance <= 10) phase = ALIGN;
    break;
  case ALIGN:
    if (aligned && distance >= 0 && distance <= 1) {
      phase = CAPTURE;
      holdTicks = 0;
    }
    break;
  case CAPTURE:
    if (!contact) {
      holdTicks = 0;
    } else if (holdTicks < 3) {
      holdTicks++;
    } else {
      phase = DOCKED;
    }
    break;
  case ABORT:
    if (retreatTicks >= 4) {
      phase = APPROACH;
    } else {
      retreatTicks++;
    }
    break;
  default:
    break;
  }
}
