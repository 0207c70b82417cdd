extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "l.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
void assume_abort_if_not(int cond) { if(!cond) {abort();} }
int main() { unsigned int i = __VERIFIER_nondet_uint(); unsigned int j = i; unsigned int k = 0;
  while (i != 0) { i--; j--; k += 3; }
  __VERIFIER_assert(k != 3000000);
  return 0; }
