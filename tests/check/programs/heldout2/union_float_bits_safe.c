/* Type punning through a union: the sign bit of a float's encoding agrees with signbit-like
 * tests, and the exponent field of a power of two is its exponent plus the bias. */
#include <assert.h>
#include <stdint.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

union fbits {
  float f;
  uint32_t u;
  unsigned char b[4];
};

static int exponent_of(float f)
{
  union fbits x;
  x.f = f;
  return (int)((x.u >> 23) & 0xffu) - 127;
}

int main(void)
{
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 20);
  float p = 1.0f;
  for (int i = 0; i < k; i++)
    p *= 2.0f;
  assert(exponent_of(p) == k);

  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v > -1000000 && v < 1000000 && v != 0);
  union fbits y;
  y.f = (float)v;
  assert(((y.u >> 31) != 0) == (v < 0));
  assert(((y.b[3] & 0x80) != 0) == (v < 0)); /* little endian */
  return 0;
}
