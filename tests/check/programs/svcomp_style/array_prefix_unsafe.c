extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "t.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
void assume_abort_if_not(int cond) { if(!cond) {abort();} }
#define N 100000
int main() { int a[N]; int i; for (i = 0; i < N; i++) a[i] = 0; for (i = 0; i < N / 2; i++) a[i] = 1;
  for (i = 0; i < N; i++) __VERIFIER_assert(a[i] == 1); return 0; }
