/* Assumptions on the inputs make the integer division and modulo safe. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "assume_range.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

int main(void)
{
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(y > 0);
  __VERIFIER_assume(x >= -1000000 && x <= 1000000);
  int q = x / y;
  int r = x % y;
  __VERIFIER_assert(q * y + r == x);
  __VERIFIER_assert(r > -y && r < y);
  if (x >= 0)
    __VERIFIER_assert(r >= 0);
  return 0;
}
