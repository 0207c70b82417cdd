/* An inline assembly statement is refused. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __asm__ __volatile__("nop"); // expect-error: (?i)asm|assembl
  assert(x != 3);
  return 0;
}
