extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
/* a helper with a loop, called once from main (SV-COMP style) */
int count(int n) {
  int i = 0, x = 0;
  while (1) {
    if (i >= n) return x;
    x += 2;
    i++;
    __VERIFIER_assert(x == 2 * i);
  }
}
int main(void) {
  int i = 7;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100000) return 0;
  int r = count(n);
  __VERIFIER_assert(r == 2 * n && i == 7);
  return 0;
}
