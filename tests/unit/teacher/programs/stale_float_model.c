/* Engineer K's construct families, seed 25 (sixth session): the floating-point part (t1)
   puts the check on z3's qffpbv tactic solver; after small_inputs' queries were interrupted
   by their time limit it answered "sat" for r2's assertion with a model of nothing (a = b =
   w = 0, whose run has r2 = 4). tests/unit/teacher/test_wrong_models.py. */
#include <assert.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);

struct W0 { unsigned long f : 53; long g : 48; char pad; unsigned long long h : 34; long long s : 60; };
struct W2 { unsigned long f : 50; long g : 44; char pad; unsigned long long h : 49; long long s : 48; };
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  unsigned w = __VERIFIER_nondet_uint();
  if (a < -3 || a > 3 || b < -3 || b > 3) return 0;
  long r0 = 0;
  struct W0 x0 = { 0 }; x0.f = ((unsigned long)w << 27) - 1 - a; x0.g = (1L << 47) - 3 + b; x0.h = 260869ULL * (a + 4) << 28; x0.s = -(1LL << 59) + 1 - b;
  r0 = (long)(~x0.h) % 1000 + (long)(x0.s | b) + (x0.f & -1);
  assert(r0 <= 585467951558165259L);
  long r1 = 0;
  _Bool t1 = 0.5 * a; _Bool v1 = (char)256; r1 = t1 + v1 * 2 + (t1 == a) * 4;
  assert(r1 != 5L);
  long r2 = 0;
  struct W2 x2 = { 0 }; x2.f = ((unsigned long)w << 40) - 1 - a; x2.g = (1L << 43) - 2 + b; x2.h = 740746ULL * (a + 4) << 16; x2.s = -(1LL << 47) + 1 - b;
  r2 = (x2.h > -2) + (x2.f + b < x2.f) * 2 + (-x2.f < 5u) * 4;
  assert(r2 != 2L);
  return 0;
}
