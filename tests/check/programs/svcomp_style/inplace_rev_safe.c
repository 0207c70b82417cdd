extern void abort(void);
void reach_error(void) { abort(); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int c) { if (!c) { reach_error(); } }
#define N 1000
int a[N];
int main() { int i; for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  int first = a[0], last = a[N - 1], middle = a[N / 2];
  for (i = 0; i < N; i++) a[i] = a[N - 1 - i];
  __VERIFIER_assert(a[0] == last && a[N - 1] == last && a[N / 2] == middle);
  for (i = 0; i < N / 2; i++) __VERIFIER_assert(a[i] == a[N - 1 - i]);
  return 0; }
