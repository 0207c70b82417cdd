// probe: a block's enum whose values take sizeof of local variables (lmdb's enum { Size = sizeof(pbuf) })
// errlang: holds fails
// inputs: 71 | 0 | 64 | 7
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct meta { long a; int b[5]; };
int main(void) {
  union { struct meta m; char pad[64]; } pbuf;
  short small[7];
  enum { Size = sizeof(pbuf), Count = sizeof small / sizeof small[0] };
  int x = __VERIFIER_nondet_int();
  assert(Size == 64 && Count == 7);
  assert(x != Size + Count);
  return 0;
}
