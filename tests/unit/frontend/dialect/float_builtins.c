// probe: gcc's __builtin_nan(""), __builtin_inf(), __builtin_huge_val() and their f forms (glibc's NAN, ujson)
// errlang: holds holds fails
// inputs: 0 | 1 | -1 | 1000000
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  double n = __builtin_nan(""), i = __builtin_inf();
  float nf = __builtin_nanf(""), hf = __builtin_huge_valf();
  assert(n != n && nf != nf && i > 1e308 && hf > 3e38f && __builtin_huge_val() == i);
  assert((double)x < i && -i < (double)x && !(x < n) && !(x >= nf));
  assert(x <= 3 || !(x < __builtin_inff()));
  return 0;
}
