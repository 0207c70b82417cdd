extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "g.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#define N 200
#define M 100
int main() { int i, j; static short a[N][M]; static short b[N][M + 1];
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) a[i][j] = __VERIFIER_nondet_int();
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) b[i][j + 1] = a[i][j];
  for (i = 0; i < N; i++) for (j = 1; j < M; j++) __VERIFIER_assert(b[i][j] == a[i][j]);
  return 0; }
