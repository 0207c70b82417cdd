extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "t.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
void assume_abort_if_not(int cond) { if(!cond) {abort();} }
int main() { int n = __VERIFIER_nondet_int(); assume_abort_if_not(n > 0 && n < 1000); int a[n]; int i;
  for (i = 0; i < n; i++) a[i] = i; for (i = 0; i < n; i++) __VERIFIER_assert(a[i] < 5); return 0; }
