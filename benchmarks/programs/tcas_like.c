/* A TCAS-like advisory logic (in the spirit of the Siemens tcas benchmark used by Chapman et
 * al. 2015), written from scratch: separation thresholds by altitude layer, biased climb and
 * descend decisions, and the advisory. Every input is drawn from a small table. The seeded bug:
 * the descend decision compares the raw up separation where the climb decision uses the biased
 * one (the climb inhibit is forgotten), so with equal separations and climbing inhibited a
 * downward advisory is given although climbing is preferred. */
// bench: alphabet=functions loop-bound=2 oracle-domain=0:2
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

enum { UNRESOLVED, UPWARD, DOWNWARD };

static int own_alt, other_alt, vertical_sep, layer, up_sep, down_sep, climb_inhibit;
static const int thresholds[3] = {300, 400, 600};

static int pick(int a, int b, int c) {
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i <= 2);
  return i == 0 ? a : i == 1 ? b : c;
}

static int alim(void) { return thresholds[layer]; }

static int biased_climb(void) { return climb_inhibit ? up_sep + 100 : up_sep; }

static int own_below_threat(void) { return own_alt < other_alt; }

static int own_above_threat(void) { return other_alt < own_alt; }

static int climb_preferred(void) {
  if (biased_climb() > down_sep)
    return !own_below_threat() || down_sep < alim();
  return own_above_threat() && vertical_sep >= 300 && up_sep >= alim();
}

static int descend_preferred(void) {
  if (up_sep > down_sep) /* bug: should be biased_climb() > down_sep */
    return own_below_threat() && vertical_sep >= 300 && down_sep >= alim();
  return !own_above_threat() || up_sep >= alim();
}

static int advisory(void) {
  if (vertical_sep < 200)
    return UNRESOLVED;
  int climb = climb_preferred() && own_below_threat();
  int descend = descend_preferred() && own_above_threat();
  if (climb && !descend)
    return UPWARD;
  if (descend && !climb)
    return DOWNWARD;
  return UNRESOLVED;
}

int main(void) {
  own_alt = pick(1000, 1400, 2000);
  other_alt = pick(1000, 1400, 2000);
  vertical_sep = pick(100, 300, 600);
  layer = pick(0, 1, 2);
  up_sep = pick(200, 400, 600);
  down_sep = pick(200, 400, 600);
  climb_inhibit = pick(0, 1, 1);
  int ra = advisory();
  assert(!(ra == DOWNWARD && biased_climb() > down_sep)); // bench
  return 0;
}
