/* A global array of a constant size (an event log) appended to while input arrives, then
   checked (issue 33): the third entry is even. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }

#define N 1000
int events[N];

int main(void) {
  int n = 0;
  while (__VERIFIER_nondet_int()) {
    if (n < N) {
      events[n] = 2 * n + 1;
      if (n == 2) events[n] = 4;
      n++;
    }
  }
  for (int i = 0; i < n; i++) {
    __VERIFIER_assert(events[i] % 2 == 1);
  }
  return 0;
}
