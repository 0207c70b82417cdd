/* <assert.h> asserts, one of them in a helper called from two places. */
#include <assert.h>
#include <limits.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int clamp(int v, int lo, int hi) {
  assert(lo <= hi); // expect: fails witness=-1
  return v < lo ? lo : v > hi ? hi : v;
}

int main(void) {
  int v = __VERIFIER_nondet_int();
  int c = clamp(v, -10, 10);
  assert(c >= -10 && c <= 10); // expect: holds
  int lim = clamp(v, 0, v);
  assert(lim == v); // expect: holds
  assert(INT_MAX == 2147483647 && INT_MIN == -INT_MAX - 1); // expect: holds
  assert(CHAR_BIT == 8 && UCHAR_MAX == 255 && SHRT_MIN == -32768); // expect: holds
  assert(LONG_MAX == 9223372036854775807L && UINT_MAX == 4294967295u); // expect: holds
  assert(v != INT_MAX); // expect: fails witness=2147483647
  return 0;
}
