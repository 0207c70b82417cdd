// memcpy(NULL, src, n) with n 0 at run time: glibc declares memcpy __nonnull((1, 2)) and gcc's
// -fsanitize=undefined reports the call (with a constant 0 gcc folds the call away and does
// not); errlang's headers lack the attribute: no finding (K, tenth session).
#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a = __VERIFIER_nondet_int();
  char *dst = NULL;
  char src[4] = "abc";
  size_t n = (size_t)(a & 1) * 0;
  if (a == 1) memcpy(dst, src, n);
  assert(a != 9);
  return 0;
}
