/* A static local keeps its value between calls and is initialised once. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

static int next_id(void) {
  static int id = 10;
  return id++;
}

static int calls(void) {
  static int count; /* zero-initialised */
  return ++count;
}

int main(void) {
  int a = next_id();
  int b = next_id();
  assert(a == 10 && b == 11); // expect: holds
  int k = __VERIFIER_nondet_int();
  if (k > 0)
    calls();
  assert(calls() != 2); // expect: fails witness=1
  return 0;
}
