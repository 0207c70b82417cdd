// probe: anonymous struct and union members (C11)
// errlang: holds holds fails
// inputs: 0 | 131072 | 65536 | -1
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct v { int tag; union { int i; float f; struct { short lo, hi; }; }; };
int main(void) {
  struct v x;
  x.tag = 1;
  x.i = __VERIFIER_nondet_int();
  assert(sizeof(struct v) == 8);
  assert(x.lo == (short)x.i);
  assert(x.hi != 2);
  return 0;
}
