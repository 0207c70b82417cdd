/* A syntax error is reported where it is. */
#include <assert.h>

int main(void) {
  int x = 1;
  int y = x + ; // expect-error: .
  assert(y != 3);
  return 0;
}
