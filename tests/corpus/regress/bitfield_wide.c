/* A bit-field wider than int and narrower than its 64-bit type has gcc's type of its width
 * (`unsigned long f : 40` is `unsigned long:40`; C11 6.3.1.1p2 leaves it to the
 * implementation): gcc computes f + 1, f * k, f << k, -f, ~f and comparisons with an int in
 * 40 bits. errlang computed in 64 bits: the first assertion failed (gcc never fails it) and
 * the third held for all runs (gcc fails it): /tmp K_findings 1 of the fifth session.
 * A 32-bit field of a long type is an unsigned int or int (gcc: sizeof (f + 0) == 4). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct B { unsigned long f6 : 40; long f7 : 36; long long s : 33; unsigned long u : 32; };

int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a < 0 || a > 3) return 0;
  struct B s = { 0 };
  s.f6 = 0xFFFFFFFFFFUL - a;
  assert(s.f6 + 1 + a == 0); // expect: holds
  s.f7 = 0x7FFFFFFFFL - a;
  assert(a != 0 || s.f7 * 2 == 0xFFFFFFFFEL); // expect: fails witness=0
  assert(s.f6 == -1 - a && -s.f6 == 1 + a && ~s.f6 == a); // expect: holds
  assert((s.f6 << 4) + 16 * a == 0xFFFFFFFFF0UL); // expect: holds
  assert(s.f6 + 1UL + a == 0x10000000000UL); // expect: holds
  s.s = 0xFFFFFFFF; s.u = 0xFFFFFFFF;
  assert(s.s + 1 < 0 && s.u + 1 == 0 && sizeof(s.u + 0) == 4); // expect: holds
  return 0;
}
