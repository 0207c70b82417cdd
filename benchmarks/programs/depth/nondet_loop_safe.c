/* An unbounded nondet loop with an invariant: never complete, holds at every bound. */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int x = 0;
  int y = 0;
  while (__VERIFIER_nondet_int()) {
    x += 3;
    y += 3;
  }
  if (x != y)
    reach_error();
  return 0;
}
