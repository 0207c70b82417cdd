// errlang-test: loop-bound=4
/* while(1) with break, continue, do/while (also with continue), for with two variables. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 3);
  int evens = 0, i = 0;
  while (1) {
    if (i >= n)
      break;
    i++;
    if (i % 2)
      continue;
    evens++;
  }
  assert(evens == n / 2); // expect: holds
  int j = 0;
  do {
    j += 2;
  } while (j < n);
  assert(j == 2 || (j == 4 && n == 3)); // expect: holds
  int c2 = 0, t = 0;
  do {
    t++;
    if (t == 2)
      continue;
    c2 += t;
  } while (t < 3);
  assert(c2 == 4); // expect: holds
  int total = 0;
  for (int a = 0, b = 10; a < b; a += 4, b -= 1)
    total += a;
  assert(total == 4); // expect: holds
  int x = __VERIFIER_nondet_int();
  int steps = 0;
  for (;;) {
    if (x <= 0 || steps == 3)
      break;
    x -= 5;
    steps++;
  }
  assert(steps != 3); // expect: fails witness=0,16
  return 0;
}
