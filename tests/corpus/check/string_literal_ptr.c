/* A pointer to a string literal, read through the pointer. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  const char *lit = "xyz";
  assert(lit[1] == 'y' && lit[3] == '\0'); // expect: holds
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < 3);
  assert(lit[i] != 'z'); // expect: fails witness=2
  return 0;
}
