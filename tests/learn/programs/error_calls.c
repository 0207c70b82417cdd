// oracle-file: domain=-3:3 loop-bound=3
/* SV-COMP conventions: reach_error() in a range check called from two places, and
 * __VERIFIER_assert in a helper. Each is its own target (the line of the call). */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
extern void __VERIFIER_assert(int cond);

static void check_range(int v) {
  if (v > 4)
    reach_error(); // oracle: alphabet=functions
}

static int scale(int v) {
  check_range(v);
  return 2 * v;
}

static int offset(int v) {
  __VERIFIER_assert(v != -3); // oracle: alphabet=functions
  return v + 1;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= -3 && x <= 3);
  int y = x < 0 ? offset(x) : scale(x);
  check_range(y);
  return 0;
}
