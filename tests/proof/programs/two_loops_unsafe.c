/* Two loops one after another, both without a bound (issue 33): the second breaks y == 2*x. */
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }

int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  unsigned int x = 0, y = 0;
  while (__VERIFIER_nondet_int()) {
    if (x < n) {
      x++;
      y += 2;
    }
  }
  while (__VERIFIER_nondet_int()) {
    if (x > 0) {
      x--;
      y -= 1;
    }
  }
  __VERIFIER_assert(y == 2 * x);
  return 0;
}
