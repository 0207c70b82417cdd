/* The assumption excludes zero but not the negative divisors that make the quotient flip. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "assume_weak.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

int scale(int value, int divisor)
{
  return value / divisor;
}

int main(void)
{
  int v = __VERIFIER_nondet_int();
  int d = __VERIFIER_nondet_int();
  __VERIFIER_assume(d != 0);
  __VERIFIER_assume(v >= 0 && v <= 100);
  int s = scale(v, d);
  __VERIFIER_assert(s <= v);
  __VERIFIER_assert(s >= 0);
  return 0;
}
