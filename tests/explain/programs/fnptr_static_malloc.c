#include <assert.h>
#include <stdlib.h>
static void *(*alloc)(size_t) = malloc;
int main(void) {
  char *p = alloc(4);
  assert(p != 0 && 0);
  return 0;
}
