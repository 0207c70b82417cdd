/* A variadic function definition is refused. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int first(int n, ...) { // expect-error: (?i)variadic|\.\.\.
  return n;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(first(x, 1, 2) != 3);
  return 0;
}
