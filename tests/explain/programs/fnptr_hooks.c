#include <assert.h>
#include <stdlib.h>
#include <string.h>
struct hooks { void *(*allocate)(size_t); void (*release)(void *); };
static void *my_alloc(size_t n) { return malloc(n); }
static struct hooks hooks = { my_alloc, free };
int main(void) {
  char *p = hooks.allocate(4);
  assert(p == 0);
  hooks.release(p);
  return 0;
}
