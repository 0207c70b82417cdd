/* A statement-expression macro hands out the address of its own temporary: ended with the
 * statement expression's block. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
#define TMP_PTR(v) ({ int _t = (v); int *_p = &_t; _p; })
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  int *p = TMP_PTR(n);
  int r = 0;
  if (n == 2) r = *p;
  assert(r != 1);
  return 0;
}
