// probe: gcc's __auto_type
// errlang: holds holds fails
// inputs: 0 | 3 | -7
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  __auto_type a = x;
  __auto_type l = 1L + x;
  __auto_type p = &x;
  assert(sizeof(a) == 4 && sizeof(l) == 8);
  assert(*p == x);
  assert(a != 3);
  return 0;
}
