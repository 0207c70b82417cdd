/* A function declared here and defined in a unit not linked (U2's finding on the zstd header
   harness): its result is an input, so the assertion fails; the user is told to link the unit.
   rand, declared by errlang's <stdlib.h>, is no such warning. */
#include <assert.h>
#include <stdlib.h>
int lib(int x);
int main(void) {
  int r = rand();
  assert(lib(4) == 5);
  return r;
}
