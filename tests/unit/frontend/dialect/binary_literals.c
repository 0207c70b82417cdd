// probe: binary literals 0b101 and gcc's '\e' escape (ESC, 27)
// errlang: holds holds fails
// inputs: 0 | 2 | 6 | 3
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(0b101 == 5 && 0B1111u == 15u && 0b1ULL << 40 == 1ULL << 40);
  assert('\e' == 27);
  assert((x & 0b11) != 0b10);
  return 0;
}
