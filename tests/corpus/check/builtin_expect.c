extern void abort(void);
void reach_error() { abort(); }
extern int __VERIFIER_nondet_int(void);
/* __builtin_expect, common in preprocessed (.i) files: its value is its first argument. */
int main() {
  int x = __VERIFIER_nondet_int();
  if (__builtin_expect(x == 1, 0)) {
    reach_error(); // expect: fails witness=1
  }
  if (__builtin_expect(!!(x > 5), 1) && x < 5) {
    reach_error(); // expect: holds
  }
  return 0;
}
