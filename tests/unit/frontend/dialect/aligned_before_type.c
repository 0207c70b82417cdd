// probe: __attribute__((aligned(N))) before a member's type (LuaJIT's LJ_ALIGN(8) uint64_t seed;)
// errlang: holds fails
// inputs: 0 | 1 | 16 | -1
#include <assert.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
struct state {
  char tag;
  __attribute__((aligned(16))) char wide;
  unsigned char count;
  __attribute__((__aligned__(16))) unsigned char seed, other;
};
int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(offsetof(struct state, wide) == 16 && offsetof(struct state, count) == 17
         && offsetof(struct state, seed) == 32 && offsetof(struct state, other) == 48
         && sizeof(struct state) == 64 && _Alignof(struct state) == 16);
  assert(x != (int)offsetof(struct state, wide));
  return 0;
}
