extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
/* A float halved and shifted for ever stays in [0, 2]. (unsafe) */
int main(void) {
  double x = 0.0;
  while (__VERIFIER_nondet_int()) {
    x = x / 2.0 + 1.0;
  }
  __VERIFIER_assert(x < 1.5);
  return 0;
}
