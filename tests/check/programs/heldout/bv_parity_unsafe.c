/* Parity by folding: the fold forgets the upper half-word. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "bv_parity.c", 3, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

unsigned parity_fold(unsigned v)
{
  v ^= v >> 8;
  v ^= v >> 4;
  v &= 0xf;
  return (0x6996 >> v) & 1;
}

unsigned parity_naive(unsigned v)
{
  unsigned p = 0;
  while (v) {
    p = !p;
    v = v & (v - 1);
  }
  return p;
}

int main()
{
  unsigned v = __VERIFIER_nondet_uint();
  if (v > 0xffffffu)
    return 0;
  __VERIFIER_assert(parity_fold(v) == parity_naive(v));
  return 0;
}
