extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "r.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#define N 100000
int main() { int a[N]; int min = 0; int i;
  for (i = 0; i < N; i++) { a[i] = __VERIFIER_nondet_int(); }
  for (i = 0; i < N; i++) { if (a[i] < min) min = a[i]; }
  for (i = 0; i < N; i++) __VERIFIER_assert(a[i] >= min);
  __VERIFIER_assert(min <= 0);
  return 0; }
