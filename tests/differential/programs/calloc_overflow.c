// calloc(n, 4) whose product overflows size_t: glibc returns NULL (the assertion fails), gcc's
// AddressSanitizer reports "calloc parameters overflow"; errlang wrapped the product, allocated
// 4 bytes and said the assertion holds (K, tenth session).
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a = __VERIFIER_nondet_int();
  size_t n = a == 3 ? ((size_t)1 << 62) + 1 : 2;
  int *q = calloc(n, 4);
  assert(q != 0 || a != 3);
  free(q);
  return 0;
}
