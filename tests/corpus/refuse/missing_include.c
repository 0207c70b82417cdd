/* A missing header is reported on its #include line. */
#include <assert.h>
#include "no_such_header_errlang.h" // expect-error: no_such_header_errlang\.h

int main(void) {
  assert(1);
  return 0;
}
