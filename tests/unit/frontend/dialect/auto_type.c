// probe: gcc's __auto_type (an array decays; in a for initialiser)
// errlang: holds holds holds holds fails
// inputs: 0 | 3 | -7
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  __auto_type a = x;
  __auto_type l = 1L + x;
  __auto_type p = &x;
  assert(sizeof(a) == 4 && sizeof(l) == 8);
  assert(*p == x);
  int arr[2] = {4, 5};
  __auto_type q = arr;
  assert(sizeof(q) == 8 && q[1] == 5);
  int sum = 0;
  for (__auto_type i = 0; i < 3; i++) sum += i;
  assert(sum == 3);
  assert(a != 3);
  return 0;
}
