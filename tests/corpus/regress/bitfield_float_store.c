/* Found by hand-written probes of compound assignments (engineer K, seventh session): a
 * floating value stored into a bit-field (`s.x *= 1.6`, `s.y = 2.5 * a`) was refused as "cannot
 * assign double to a bit-field" (every assertion unknown). gcc converts the value to the
 * field's width, and UBSan's float-cast-overflow reports a value whose integral part the field
 * cannot hold (4.8 for an `int x : 3`, -2.5 for an `unsigned y : 3`): errlang now does the same
 * (ir/bitfields.float_target). gcc -fsanitize=undefined,float-cast-overflow on a = -3..3: a = -2
 * fails line 18, a = 2 fails line 24, a = -3, -1 and 3 are undefined (lines 17, 19), 0 and 1
 * pass. */  // errlang-test: timeout=120
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct S { int x : 3; unsigned y : 3; long z : 40; _Bool t : 1; };

int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a < -3 || a > 3) return 0;
  struct S s = { 0 };
  s.x = a; s.x *= 1.6;
  assert(s.x != -3); // expect: fails witness=-2
  s.y = 2.5 * a;
  assert(s.y != 7); // expect: holds
  s.t = 0.25 * a;
  assert(s.t == (a != 0)); // expect: holds
  s.z = 1e11 * a;
  assert(s.z % 7 != 3); // expect: fails witness=2
  return 0;
}
