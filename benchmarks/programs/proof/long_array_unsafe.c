/* The unsafe twin of tests/check/programs/svcomp_style/long_array_safe.c (issue 33): one of the
   4,000 longs is one off, so its remainder is 1. gcc -fsanitize=address,undefined: aborts. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "t.c", 3, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#define N 4000
long la[N];
int main() { int i; for (i = 0; i < N; i++) la[i] = (long)i * 1000000007L;
  la[2718] = la[2718] + 1;
  for (i = 0; i < N; i++) __VERIFIER_assert(la[i] % 1000000007L == 0); return 0; }
