#include <assert.h>
static int v = (int)(1.5L * 2);
int main(void) {
  assert(v == 0);
  return 0;
}
