/* The unsafe twin of two_arrays_safe.c: vals[0] is 0, found at a small bound. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }

#define N 1000
int keys[N];
int vals[N];

int main(void) {
  int n = 0;
  while (__VERIFIER_nondet_int()) {
    if (n < N) {
      keys[n] = n;
      vals[n] = n == 0 ? 0 : 3 * n + 1;
      n++;
    }
  }
  for (int i = 0; i < n; i++) {
    __VERIFIER_assert(vals[i] == 3 * keys[i] + 1);
  }
  return 0;
}
