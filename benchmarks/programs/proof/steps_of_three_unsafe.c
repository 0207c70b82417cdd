extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
/* A counter by steps of 3 up to 1000. (unsafe) */
int main(void) {
  int i = 0;
  while (__VERIFIER_nondet_int()) {
    if (i < 1000) i += 3;
  }
  __VERIFIER_assert(i != 999);
  return 0;
}
