#include <assert.h>
#include <stdarg.h>
static int first(int n, ...) {
  va_list ap;
  va_start(ap, n);
  char c = va_arg(ap, char);
  va_end(ap);
  return c;
}
int main(void) {
  int r = first(1, 'a');
  assert(r != 'a');
  return 0;
}
