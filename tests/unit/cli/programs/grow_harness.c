#include <assert.h>
#include "grow.h"
int nondet_int(void);
int main(void) {
  int n = grow(1, nondet_int());
  assert(n != -1); /* fails: extra > 10, or extra = -2 */
  return 0;
}
