extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "b.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#define N 100000
int main() { int a[N]; int i;
  for (i = 0; i < N; i++) { if (i % 3 == 0) a[i] = 1; else a[i] = 0; }
  for (i = 0; i < N; i++) { if (i % 3 == 0) __VERIFIER_assert(a[i] == 1); }
  for (i = 0; i < N; i++) __VERIFIER_assert(a[i] <= 0);
  return 0; }
