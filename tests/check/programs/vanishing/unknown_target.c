#include <assert.h>
typedef int (*op_fn)(int);
extern op_fn lookup(const char *name);
int main(void) {
  op_fn f = lookup("x");
  if (f) {
    int r = f(3);
    assert(r == 6);
  }
  return 0;
}
