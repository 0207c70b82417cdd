#include <assert.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
  char *a = strdup("ab");
  char *b = strdup("cd");
  assert(a == 0 || b == 0 || a[0] == 'x');
  return 0;
}
