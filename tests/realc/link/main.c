/* Links with lib.c (gcc agrees: line 16 fails, the rest hold). */
#include <assert.h>
#include "api.h"
struct DictStruct { int size; };
struct StateStruct { Dict *dictionary; int count; };
int state_count(struct StateStruct *s);
static int twice(int x) { return 2 * x; }
int main(void) {
  Reader r;
  struct StateStruct st = {0, 3};
  const unsigned char bytes[3] = {1, 2, 3};
  assert(reader_init(&r) == 1 && r.pos == 0);
  assert(sum(bytes, 3) == 6);
  assert(apply(twice, 4) == 8);
  assert(state_count(&st) == 3);
  assert(sum(bytes, 2) == 6);
  return 0;
}
