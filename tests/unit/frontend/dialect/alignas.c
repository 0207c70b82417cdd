// probe: C11 _Alignas/_Alignof, <stdalign.h>
// errlang: holds holds fails
// inputs: 0 | 1 | 2
#include <assert.h>
#include <stdalign.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
struct s { char c; _Alignas(16) int v; };
int main(void) {
  _Alignas(8) char buf[8];
  assert(_Alignof(double) == 8 && alignof(struct s) == 16 && offsetof(struct s, v) == 16);
  assert(sizeof(struct s) == 32);
  buf[0] = (char)__VERIFIER_nondet_int();
  assert(buf[0] != 1);
  return 0;
}
