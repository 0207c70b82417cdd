/* Two global arrays filled side by side while input arrives, then checked against each other
   (issue 33, several arrays): each array becomes a cell of its own, proved with "every keys[k]
   with k < n: keys[k] == k" and "every vals[k] with k < n: vals[k] == 3 * k + 1". */
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
      vals[n] = 3 * n + 1;
      n++;
    }
  }
  for (int i = 0; i < n; i++) {
    __VERIFIER_assert(vals[i] == 3 * keys[i] + 1);
  }
  return 0;
}
