/* Compound literals as arguments and as array initialisers, points and rectangles: the
 * area and the containment test agree with a direct computation. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

struct point {
  int x, y;
};
struct rect {
  struct point lo, hi;
};

static int area(const struct rect *r) { return (r->hi.x - r->lo.x) * (r->hi.y - r->lo.y); }

static int inside(struct rect r, struct point p)
{
  return p.x >= r.lo.x && p.x < r.hi.x && p.y >= r.lo.y && p.y < r.hi.y;
}

static struct point add(struct point a, struct point b) { return (struct point){a.x + b.x, a.y + b.y}; }

int main(void)
{
  int w = __VERIFIER_nondet_int(), h = __VERIFIER_nondet_int();
  __VERIFIER_assume(w > 0 && w < 100 && h > 0 && h < 100);
  assert(area(&(struct rect){{0, 0}, {w, h}}) == w * h);
  struct point corner = add((struct point){.x = w}, (struct point){.y = h});
  assert(!inside((struct rect){.hi = corner}, corner));
  assert(inside((struct rect){.hi = corner}, (struct point){w - 1, h - 1}));
  int *v = (int[]){w, h, w + h};
  assert(v[2] == v[0] + v[1]);
  const char *names = (const char[]){'o', 'k', 0};
  assert(names[1] == 'k');
  return 0;
}
