#include <assert.h>
extern unsigned nondet_uint(void);
int main(void) {
  unsigned x = nondet_uint();
  int z = __builtin_clz(x);
  assert(x != 0);
  return z;
}
