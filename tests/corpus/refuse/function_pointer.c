/* Function pointers are refused. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

static int inc(int v) { return v + 1; }

int main(void) {
  int (*fp)(int) = inc; // expect-error: (?i)function pointer
  int x = __VERIFIER_nondet_int();
  assert(fp(x) != 0);
  return 0;
}
