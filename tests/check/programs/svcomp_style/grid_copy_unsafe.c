extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "g.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#define N 256
#define M 64
int a[N][M]; int b[N][M];
int main() { int i, j;
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) a[i][j] = __VERIFIER_nondet_int();
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) { if (i != j) b[i][j] = a[i][j]; }
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) __VERIFIER_assert(a[i][j] == b[i][j]);
  return 0; }
