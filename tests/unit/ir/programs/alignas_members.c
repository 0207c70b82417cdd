/* C11 _Alignas/alignas on struct and union members (a constant, a type, 0), against gcc
 * (test_c_constructs.py); ignored before the second held-out set's probes (engineer P): every
 * layout here differed from gcc's, so assertions on sizes and offsets got wrong verdicts. */
#include <assert.h>
#include <stdalign.h>
#include <stddef.h>
struct S { int tag; union { int i; float f; }; _Alignas(8) char c; };
struct T { char a; alignas(16) int b; char z; };
struct U { char a; _Alignas(double) char b; };
union V { char c; _Alignas(32) char d; };
struct W { char a; _Alignas(0) int b; };
int main(void) {
  struct S s = {1, {5}, 'x'};
  assert(s.i == 5 && s.c == 'x');
  assert(alignof(struct S) == 8 && sizeof(struct S) == 16 && offsetof(struct S, c) == 8);
  assert(alignof(struct T) == 16 && sizeof(struct T) == 32 && offsetof(struct T, b) == 16 && offsetof(struct T, z) == 20);
  assert(offsetof(struct U, b) == 8 && sizeof(struct U) == 16 && alignof(struct U) == 8);
  assert(sizeof(union V) == 32 && alignof(union V) == 32);
  assert(sizeof(struct W) == 8 && offsetof(struct W, b) == 4);
  struct T arr[2];
  assert((char *)&arr[1] - (char *)&arr[0] == 32);
  return 0;
}
