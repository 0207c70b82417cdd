extern void abort(void);
void reach_error(void) { abort(); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int c) { if (!c) { reach_error(); } }
#define N 100000
int a[N], b[N];
int main() { int i; for (i = 0; i < N; i++) a[i] = i;
  for (i = 0; i < N - 1; i++) b[i] = a[i + 1];
  for (i = 0; i < N - 1; i++) __VERIFIER_assert(b[i] == i + 1); return 0; }
