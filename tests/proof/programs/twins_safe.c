extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
/* Two counters moving together up to 10: x == y and x <= 10. (safe) */
int main(void) {
  int x = 0;
  int y = 0;
  while (__VERIFIER_nondet_int()) {
    if (x < 10) {
      x++;
      y++;
    }
  }
  __VERIFIER_assert(x == y && x <= 10);
  return 0;
}
