/* Unsigned wrap-around in every width. */
#include <assert.h>
unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  unsigned int y = x + 1u;
  assert(y != 0u); // expect: fails witness=4294967295
  unsigned int d = x - 5u;
  if (x < 5u) {
    assert(d > x); // expect: holds
  }
  unsigned short s = 65535;
  s = s + 1;
  assert(s == 0); // expect: holds
  unsigned char uc = 0;
  uc--;
  assert(uc == 255); // expect: holds
  unsigned long ul = 0;
  ul = ul - 1;
  assert(ul == 18446744073709551615UL); // expect: holds
  unsigned int z = x * 3u;
  assert(z / 3u == x); // expect: fails witness=2000000000
  return 0;
}
