/* More designator forms (issue 28 item 2): &malloc, (*b)(n), (**local)(n), a static local
 * initialiser, an array of hook structs, a pointer returned by a function, strlen as a value. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
typedef void *(*alloc_fn)(size_t);
struct vt { alloc_fn a; void (*f)(void *); };
static struct vt tables[2] = { { malloc, free }, { &malloc, &free } };
static alloc_fn pick(int i) { return i ? tables[1].a : tables[0].a; }
extern int nondet_int(void);
int main(void) {
  static alloc_fn local = malloc;
  alloc_fn b = &malloc;
  char *p = (*b)(3);
  char *q = pick(nondet_int())(2);
  char *r = (**local)(1);
  assert(b == local && tables[0].a == tables[1].a);
  if (p && q && r) { p[2] = 1; q[1] = 2; r[0] = 3; }
  tables[0].f(p); tables[1].f(q); free(r);
  size_t (*len)(const char *) = strlen;
  assert(len("xy") == 2);
  assert(p == 0 || q == 0 || 0);
  return 0;
}
