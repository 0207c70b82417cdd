// probe: __extension__ and __restrict
// errlang: holds fails
// inputs: 0 | 9
#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
static void copy(char *__restrict dst, const char *restrict src, unsigned long n) { memcpy(dst, src, n); }
int main(void) {
  __extension__ long long big = __VERIFIER_nondet_int();
  char a[4] = "abc", b[4];
  copy(b, a, 4);
  assert(b[2] == 'c');
  __extension__ ({ big += 1; });
  assert(big != 10);
  return 0;
}
