/* The bug needs 20 iterations of a loop check does not run in one step (a call in its body):
   automatic depth deepens to it without a --loop-bound. */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
static int three(void) { return 3; }

int main(void) {
  int steps = __VERIFIER_nondet_int();
  int acc = 0;
  for (int i = 0; i < steps && i < 50; i++) {
    acc += three();
  }
  if (acc == 60)
    reach_error();
  return 0;
}
