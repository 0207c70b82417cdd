/* A function errlang has neither a definition nor a model of, called with a pointer to data it
 * may write: what it stores is unknown, so the run is cut there (it went on as if nothing was
 * stored: `x == 0` held where the real fill() makes it fail). A const pointer is only read. */
#include <assert.h>
extern void fill(int *p);
extern int peek(const int *p);
int main(void) {
  int x = 0;
  int y = peek(&x);
  assert(x == 0);
  fill(&x);
  assert(x == 0);
  return y;
}
