/* The bug needs 20 iterations: automatic depth finds it without a --loop-bound. */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int steps = __VERIFIER_nondet_int();
  int acc = 0;
  for (int i = 0; i < steps && i < 50; i++) {
    acc += 3;
  }
  if (acc == 60)
    reach_error();
  return 0;
}
