/* An int survives a trip through double but not through float above 2^24. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "float_int_roundtrip.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

int main(void)
{
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0 && x <= (1 << 30));
  double d = x;
  __VERIFIER_assert((int)d == x);
  float f = (float)x;
  __VERIFIER_assert((int)f == x);
  return 0;
}
