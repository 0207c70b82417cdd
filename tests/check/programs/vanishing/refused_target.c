/* A dispatch over a function errlang refuses to call (an undefined one returning a struct)
 * and an own one: only the runs that call the refused one are cut, with the reason; the
 * caller is analysed. */
#include <assert.h>
extern int nondet_int(void);
struct pair { long a, b; };
extern struct pair remote(int);
static struct pair local(int x) { struct pair p = { x, x }; return p; }
typedef struct pair (*pair_fn)(int);
int main(void) {
  pair_fn f = nondet_int() ? remote : local;
  struct pair p = f(1);
  assert(p.a == 1);
  assert(nondet_int() != 7);
  return 0;
}
