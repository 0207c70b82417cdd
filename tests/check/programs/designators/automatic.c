/* Function designators of libc functions and C models as values (issue 28 item 2): automatic
 * initialisers, casts, comparisons, arguments, assignments, then calls through the pointers. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
typedef void *(*alloc_fn)(size_t);
typedef int (*cmp_fn)(const void *, const void *, size_t);
static void *call(alloc_fn f, size_t n) { return f(n); }
int main(void) {
  alloc_fn a = malloc;
  cmp_fn c = (cmp_fn)memcmp;
  void (*fr)(void *) = free;
  char *p = a(4);
  char *q = call(malloc, 4);
  assert(fr == free);                 /* holds */
  assert(a != (alloc_fn)0);           /* holds */
  if (p && q) {
    p[0] = 1;
    q[0] = 2;
    assert(c(p, q, 1) == 0);          /* fails: 1 != 2 */
  }
  fr = 0;
  fr = free;
  fr(p);
  fr(q);
  return 0;
}
