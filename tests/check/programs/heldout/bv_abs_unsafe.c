/* Branch-free absolute value: wrong for INT_MIN. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "bv_abs.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

int iabs(int x)
{
  int mask = x >> (sizeof(int) * 8 - 1);
  return (int)(((unsigned)x ^ (unsigned)mask) - (unsigned)mask);
}

int main(void)
{
  int x = __VERIFIER_nondet_int();
  int r = iabs(x);
  __VERIFIER_assert(r >= 0);
  __VERIFIER_assert(r == x || r == -x);
  return 0;
}
