extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "l.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
void assume_abort_if_not(int cond) { if(!cond) {abort();} }
int main() { int n = __VERIFIER_nondet_int(); assume_abort_if_not(1 <= n && n <= 1000);
  long long sum = 0; long long i;
  for (i = 1; i <= n; i++) { sum = sum + i; }
  __VERIFIER_assert(2 * sum == (long long)n * (n + 1));
  return 0; }
