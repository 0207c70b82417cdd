// probe: gcc's __builtin_nan(""), __builtin_inf(), __builtin_huge_val(), their f forms (glibc's NAN, ujson) and __builtin_isnan/isinf/isfinite/isinf_sign/signbit
// errlang: holds holds holds holds fails
// inputs: 0 | 1 | -1 | 1000000
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  double n = __builtin_nan(""), i = __builtin_inf();
  float nf = __builtin_nanf(""), hf = __builtin_huge_valf();
  assert(n != n && nf != nf && i > 1e308 && hf > 3e38f && __builtin_huge_val() == i);
  assert((double)x < i && -i < (double)x && !(x < n) && !(x >= nf));
  double d = x / 4.0, m = -i;
  assert(__builtin_isnan(n) && !__builtin_isnan(d) && __builtin_isinf(m) && !__builtin_isinf(nf) && __builtin_isfinite(d) && !__builtin_isfinite(i) && __builtin_isinf_sign(m) == -1 && __builtin_isinf_sign(i) == 1 && __builtin_isinf_sign(d) == 0 && !__builtin_isfinite(nf));
  assert(!__builtin_signbit(i) && __builtin_signbit(m) && __builtin_signbit(-d) == (x >= 0) && !__builtin_signbit(hf) && __builtin_signbit(-0.0f));
  assert(x <= 3 || !(x < __builtin_inff()));
  return 0;
}
