extern void abort(void);
void reach_error(void) { abort(); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int c) { if (!c) { reach_error(); } }
#define N 1000
int a[N];
int main() { int i; for (i = 0; i < N; i++) a[i] = i;
  for (i = 0; i < N; i++) a[i] = a[N - 1 - i];
  for (i = 0; i < N; i++) __VERIFIER_assert(a[i] == N - 1 - i); return 0; }
