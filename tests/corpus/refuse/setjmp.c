/* setjmp/longjmp are refused. */
#include <assert.h>
#include <setjmp.h>
extern int __VERIFIER_nondet_int(void);

jmp_buf env;

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (setjmp(env) == 0) { // expect-error: (?i)setjmp
    x = 1;
  }
  assert(x != 3);
  return 0;
}
