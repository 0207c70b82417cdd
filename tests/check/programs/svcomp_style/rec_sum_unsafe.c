extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "t.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
void assume_abort_if_not(int cond) { if(!cond) {abort();} }
int sum(int n) { if (n <= 0) return 0; return n + sum(n - 1); }
int main() { int n = __VERIFIER_nondet_int(); assume_abort_if_not(n >= 0 && n < 30); __VERIFIER_assert(sum(n) != 45); return 0; }
