// probe: __attribute__((...)) on functions, parameters' prototypes, structs, members, typedefs, variables, statements
// errlang: fails
// inputs: 0 | -1 | 5
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
__attribute__((unused)) static int helper(int) __attribute__((const));
static int __attribute__((noinline)) helper(int v) { return v + 1; }
struct __attribute__((__may_alias__)) s { int a __attribute__((deprecated)); } __attribute__((unused));
typedef int myint __attribute__((unused));
int main(void) {
  int __attribute__((unused)) unused_var = 0;
  struct s v = { .a = __VERIFIER_nondet_int() };
  myint r = helper(v.a);
  switch (r) { case 1: r = 2; __attribute__((fallthrough)); default: break; }
  assert(r != 0);
  return 0;
}
