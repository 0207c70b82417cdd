/* switch with fallthrough, grouped labels, a default in the middle, and switch inside a loop. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

static int classify(int c) {
  int score = 0;
  switch (c) {
  case 0:
    score += 1; /* falls through */
  case 1:
    score += 10;
    break;
  case 2:
  case 3:
    score = 100;
    break;
  default:
    score = -1; /* falls through */
  case 4:
    score += 1000;
  }
  return score;
}

int main(void) {
  int c = __VERIFIER_nondet_int();
  int s = classify(c);
  assert(s != 11 || c == 0); // expect: holds
  assert(s != 999 || c < 0 || c > 4); // expect: holds
  assert(s != 1000); // expect: fails witness=4
  assert(s == 11 || s == 10 || s == 100 || s == 999); // expect: holds
  int n = 0;
  for (int i = 0; i < 3; i++) {
    switch (i) {
    case 1:
      continue;
    default:
      n++;
    }
  }
  assert(n == 2); // expect: holds
  char ch = (char)c;
  switch (ch) {
  case 'a':
    n = 1;
    break;
  case -1:
    n = 3;
    break;
  }
  assert(n != 3); // expect: fails witness=255
  return 0;
}
