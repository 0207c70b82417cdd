// probe: offsetof in integer constant expressions (enumerators, array lengths): gcc's __builtin_offsetof and the ((T *) 0)->m macro
// errlang: holds holds fails
// inputs: 36 | 5 | 0 | -1
#include <assert.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
struct inner { char c; int v[3]; };
struct outer { long a; struct inner in[2]; union { short s; double d; }; };
enum {
  ALIGN_LONG = offsetof(struct { char c; long a; }, a),
  DEEP = __builtin_offsetof(struct outer, in[1].v[2]),
  ANON = offsetof(struct outer, d),
};
static int table[DEEP];
int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(ALIGN_LONG == 8 && DEEP == 36 && ANON == 40);
  assert(sizeof(table) == 4 * DEEP);
  assert(x != DEEP);
  return 0;
}
