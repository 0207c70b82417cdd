/* A compound literal in an if's substatement is an object of that substatement's block (C11
 * 6.8.4p3, 6.5.2.5p5): read after the if, its life has ended. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

struct pt {
  int x, y;
};

int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a < -2 || a > 2) return 0;
  struct pt *p = &(struct pt){0, 0};
  if (a > 0) p = &(struct pt){a, -a};
  assert(p->x + p->y == 0);
  return 0;
}
