/* _Alignof, alignof, __alignof__, &* and *&: every assertion holds in gcc and in errlang (test_c_constructs.py). */
#include <assert.h>
#include <stdalign.h>
struct s { char c; double d; };
int main(void) {
  int x = 4, *p = &x;
  assert(*&x == 4 && &*p == p);
  assert(_Alignof(struct s) == 8 && sizeof(struct { int a; char b; }) == 8);
  assert(alignof(int) == 4);
  assert(__alignof__(char) == 1 && __alignof__(struct s) == 8);
  return 0;
}
