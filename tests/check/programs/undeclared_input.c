/* CBMC style: nondet_int is called without a declaration (an input, with a warning). */
int main(void) {
  int x = nondet_int();
  if (x > 10)
    x = 10;
  __VERIFIER_assert(x <= 10);
  return 0;
}
