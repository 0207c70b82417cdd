extern void abort(void);
void reach_error(void) { abort(); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int c) { if (!c) { reach_error(); } }
#define N 3000
struct T { int a; short b; int c; } t[N];
int main() { int i;
  for (i = 0; i < N; i++) { t[i].a = __VERIFIER_nondet_int(); t[i].c = t[i].a + 1; t[i].b = 7; }
  for (i = 0; i < N; i++) __VERIFIER_assert(t[i].b == 7);
  return 0; }
