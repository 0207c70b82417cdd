/* GNU case ranges and designator ranges with literal bounds, pragmas, register/volatile, a multi-character constant: every assertion holds in gcc and in errlang (test_c_constructs.py). */
#pragma once
#pragma GCC diagnostic ignored "-Wall"
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static int table[10] = { [0 ... 4] = 1, [5 ... 9] = 2 };
static int kind(int c) {
  switch (c) {
  case '0' ... '9': return 1;
  case 'a' ... 'z':
    return 2;
  default: return 0;
  }
}
int main(void) {
  register int r = 3;
  volatile int v = 4;
  int c = __VERIFIER_nondet_int();
  assert(table[4] == 1 && table[5] == 2 && table[9] == 2);
  assert(kind('7') == 1 && kind('q') == 2 && kind('A') == 0);
  if (kind(c) == 1) assert(c >= '0' && c <= '9');
  assert(r + v == 7);
  assert('ab' == 0x6162);
  return 0;
}
