/* Mode 1 resets its counter on entry and never changes it, so "c > 5" in mode 1 is
 * unreachable: the 1-induction check of mode 1 (c arbitrary) finds the step 1 -> 2, which no
 * run from the initial state takes. */
extern int __VERIFIER_nondet_int(void);

int mode;
int c;

void step(void) {
  int in = __VERIFIER_nondet_int();
  if (mode == 0) {
    if (in) {
      mode = 1;
      c = 0;
    }
  } else if (mode == 1) {
    if (c > 5) {
      mode = 2;
    } else if (!in) {
      mode = 0;
    }
  } else {
    mode = 0;
  }
}
