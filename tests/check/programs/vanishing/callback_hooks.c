/* Hooks of the program handed in a struct to a function errlang has no model of, which keeps
 * them and may call them: the call is cut, and the hooks' assertions are not "never called". */
#include <assert.h>
struct ops { int (*check)(int); };
extern void install(struct ops *ops);
static int positive(int v) { assert(v > 0); return v; }
int main(void) {
  struct ops ops = { positive };
  install(&ops);
  return 0;
}
