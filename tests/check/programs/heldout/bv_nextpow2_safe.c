/* Round up to the next power of two by smearing the highest bit. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "bv_nextpow2.c", 3, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

unsigned next_pow2(unsigned v)
{
  v--;
  v |= v >> 1;
  v |= v >> 2;
  v |= v >> 4;
  v |= v >> 8;
  v |= v >> 16;
  v++;
  return v;
}

int main(void)
{
  unsigned v = __VERIFIER_nondet_uint();
  __VERIFIER_assume(v >= 1 && v <= 0x80000000u);
  unsigned p = next_pow2(v);
  __VERIFIER_assert((p & (p - 1)) == 0);
  __VERIFIER_assert(p >= v);
  __VERIFIER_assert(p / 2 < v);
  return 0;
}
