// probe: asm labels on declarations (glibc's headers: __asm__("name"))
// errlang: fails
// inputs: 0 | 3 | -3
#include <assert.h>
extern int __VERIFIER_nondet_int(void) __asm__("__VERIFIER_nondet_int");
int twice(int v) __asm__("twice_impl");
int twice(int v) { return 2 * v; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(twice(x) != 6);
  return 0;
}
