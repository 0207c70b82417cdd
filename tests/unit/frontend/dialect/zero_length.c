// probe: gcc's zero-length local array and empty struct
// errlang: holds fails
// inputs: 0 | 3
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct e {};
int main(void) {
  int z[0];
  struct e v;
  assert(sizeof(z) == 0 && sizeof(v) == 0);
  assert(__VERIFIER_nondet_int() != 3);
  return 0;
}
