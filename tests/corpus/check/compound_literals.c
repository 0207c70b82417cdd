/* Compound literals: unnamed objects of the enclosing block, arrays and structs, passed by
 * address and used as values. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

struct point { int x, y; };

static int manhattan(const struct point *p) { return (p->x < 0 ? -p->x : p->x) + (p->y < 0 ? -p->y : p->y); }

int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a < -50 || a > 50)
    return 0;
  int d = manhattan(&(struct point){a, 3});
  int *row = (int[]){a, a + 1, a + 2};
  struct point q = (struct point){.y = a};
  assert(row[2] - row[0] == 2); // expect: holds
  assert(q.x == 0 && q.y == a); // expect: holds
  assert(d != 8); // expect: fails witness=5
  return 0;
}
