/* Population count: the SWAR bit trick against a plain loop over the 32 bits. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "bv_popcount.c", 3, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

static unsigned int popcount_swar(unsigned int x)
{
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0F0F0F0Fu;
  return (x * 0x01010101u) >> 24;
}

static unsigned int popcount_loop(unsigned int x)
{
  unsigned int n = 0;
  int i;
  for (i = 0; i < 32; i++) {
    n += (x >> i) & 1u;
  }
  return n;
}

int main(void)
{
  unsigned int x = __VERIFIER_nondet_uint();
  __VERIFIER_assert(popcount_swar(x) == popcount_loop(x));
  return 0;
}
