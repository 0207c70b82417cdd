#include <assert.h>
extern int nondet_int(void);
int main(void) {
  int x = nondet_int();
  if (x > 5) __builtin_unreachable();
  assert(x <= 5);
  assert(0 && "after");
  return 0;
}
