// probe: inline, static inline, extern inline, __inline__, register
// errlang: holds fails
// inputs: 0 | 3 | 100 | 101 | -1
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static inline int sq(int v) { return v * v; }
inline int cube(int v);
extern inline int cube(int v) { return v * v * v; }
static __inline__ int one(void) { return 1; }
int main(void) {
  register int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 100) return 0;
  assert(sq(x) >= 0 && one() == 1);
  assert(cube(x) != 27);
  return 0;
}
