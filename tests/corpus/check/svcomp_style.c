extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "svcomp_style.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) {
  if (!(cond)) {
    ERROR: {reach_error();abort();}
  }
  return;
}
/* An SV-COMP style program: reach_error, __VERIFIER_assert defined in the file. */
int main() {
  unsigned int x = __VERIFIER_nondet_uint();
  unsigned int y = x;
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 3);
  for (int i = 0; i < n; i++) {
    x += 2;
  }
  __VERIFIER_assert((x - y) % 2 == 0); // expect: holds
  __VERIFIER_assert(x - y == 2 * (unsigned)n); // expect: holds
  __VERIFIER_assert(x >= y); // expect: fails witness=4294967295,1
  if (n == 3 && x == 6) {
    reach_error(); // expect: fails witness=0,3
  }
  return 0;
}
