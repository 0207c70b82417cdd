/* Clamping a nondet float that is assumed to be in range. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "float_clamp.c", 3, "reach_error"); }
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

static float clamp(float v, float lo, float hi)
{
  if (v < lo)
    return lo;
  if (v > hi)
    return hi;
  return v;
}

int main(void)
{
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= -100.0f && x <= 100.0f);
  float y = clamp(x * 0.5f + 1.0f, 0.0f, 10.0f);
  __VERIFIER_assert(y >= 0.0f && y <= 10.0f);
  if (x >= 0.0f && x <= 18.0f)
    __VERIFIER_assert(y == x * 0.5f + 1.0f);
  return 0;
}
