#include <assert.h>
#include <stdlib.h>
struct hooks { void *(*allocate)(size_t); void (*release)(void *); };
static struct hooks g = { malloc, free };
int main(void) {
  char *p = g.allocate(4);
  assert(p != 0 && 0);
  g.release(p);
  return 0;
}
