extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
/* Two counters, one up and one down, whose sum is constant. (unsafe) */
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000000) return 0;
  int up = 0;
  int down = n;
  while (down > 0) {
    up++;
    down--;
  }
  __VERIFIER_assert(up == n - 1);
  return 0;
}
