/* A floating input reaching a division by zero: replayed under the sanitizers with its bits. */
double nondet_double(void);
int main(void) {
  double x = nondet_double();
  __VERIFIER_assume(x > 0.25 && x < 0.75);
  int d = (int)x;
  return 10 / d;
}
