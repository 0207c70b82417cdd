// probe: gcc's builtin type names as glibc's headers declare them (_Float128, __uint128_t)
// errlang: holds fails
// inputs: 0 | 3
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern _Float128 strtof128(const char *, char **);
extern __uint128_t wide_product(unsigned long, unsigned long);
int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(sizeof(_Float32) == 4 && sizeof(_Float64) == 8 && sizeof(_Float32x) == 8);
  assert(x != 3);
  return 0;
}
