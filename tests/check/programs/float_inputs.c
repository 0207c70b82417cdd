/* Floating inputs: the counterexample shows them as C literals and replays with their bits. */
double nondet_double(void);
float nondet_float(void);
int main(void) {
  double x = nondet_double();
  float y = nondet_float();
  __VERIFIER_assume(x == 1.5);
  __VERIFIER_assume(y == 0.1f);
  __VERIFIER_assert(x + y < 1.6);
  return 0;
}
