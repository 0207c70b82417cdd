// probe: gcc's conditional with the middle operand omitted, x ?: y (x evaluated once; an array decays)
// errlang: holds holds holds holds fails
// inputs: 0 | 1 | 5 | -1
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static int calls;
static int next(void) { calls++; return __VERIFIER_nondet_int(); }
int main(void) {
  int x = next() ?: 7;
  assert(x != 0);
  assert(calls == 1);
  int *p = 0;
  int y = 3;
  int *q = p ?: &y;
  assert(*q == 3);
  char name[4] = "ab";
  char *shown = name ?: "none";
  assert(shown[1] == 'b');
  assert(x != 5);
  return 0;
}
