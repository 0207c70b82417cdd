/* A few float/double operations: more than 60 s for z3's default solver, seconds bit-blasted. */
float nondet_float(void);
double nondet_double(void);
int main(void) {
  double x = nondet_double();
  float y = nondet_float();
  __VERIFIER_assume(x > 1.0 && x < 4.0);
  __VERIFIER_assume(y > 0.0f && y < 1.0f);
  double z = x * y + 0.5;
  __VERIFIER_assert(z != 2.25);
  return 0;
}
