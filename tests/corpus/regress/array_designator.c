/* Designated initialisers for arrays and structs (C99). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

struct pt {
  int x, y, z;
};

int main(void) {
  int a[5] = {[2] = 7, [4] = 9};
  struct pt p = {.y = 3};
  assert(a[0] == 0 && a[2] == 7 && a[3] == 0 && p.x == 0 && p.z == 0); // expect: holds
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < 5);
  assert(a[i] != 9); // expect: fails witness=4
  return 0;
}
