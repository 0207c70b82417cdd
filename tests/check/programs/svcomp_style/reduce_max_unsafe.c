extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "r.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#define N 50000
int main() { unsigned int a[N]; unsigned int m; int i;
  for (i = 0; i < N; i++) { a[i] = __VERIFIER_nondet_uint(); }
  m = a[0];
  for (i = 1; i < N; i++) { if (m < a[i]) m = a[i]; }
  __VERIFIER_assert(m > a[N / 2] || a[N / 2] == a[0]);
  return 0; }
