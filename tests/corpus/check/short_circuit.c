/* && and || evaluate lazily (side effects, a guarded dereference); ternary and comma. */
#include <assert.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);

static int calls;

static int bump(int v) {
  calls++;
  return v;
}

int main(void) {
  int *p = NULL;
  int x = __VERIFIER_nondet_int();
  if (x > 10)
    p = &x;
  if (p != NULL && *p > 20)
    x = 0;
  assert(x <= 20); // expect: holds
  calls = 0;
  int r = bump(0) && bump(1);
  assert(r == 0 && calls == 1); // expect: holds
  r = bump(1) || bump(0);
  assert(r == 1 && calls == 2); // expect: holds
  int y = __VERIFIER_nondet_int();
  int m = x > y ? x : y;
  assert(m >= x && m >= y); // expect: holds
  int sign = y > 0 ? 1 : y < 0 ? -1 : 0;
  assert(sign * y >= 0); // expect: fails witness=0,-2147483648
  int k = (y > 3) ? (x = 1, 2) : 3;
  assert(k == 3 || x == 1); // expect: holds
  assert(!(y > 3) || k != 2); // expect: fails witness=0,4
  return 0;
}
