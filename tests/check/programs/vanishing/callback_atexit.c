/* A program function handed to a function errlang has no model of, which may call it back
 * (atexit runs it when main returns): its assertion is not "never called" (it held, complete,
 * where gcc's run aborts in the handler). */
#include <assert.h>
#include <stdlib.h>
static int done;
static void finish(void) { assert(done == 2); }
int main(void) {
  atexit(finish);
  done = 1;
  return 0;
}
