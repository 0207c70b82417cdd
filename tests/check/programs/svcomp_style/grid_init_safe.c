extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "g.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#define N 300
#define M 200
int m[N][M];
int main() { int i, j;
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) m[i][j] = i * j;
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) __VERIFIER_assert(m[i][j] <= (N - 1) * (M - 1));
  return 0; }
