// errlang-test: loop-bound=3
/* The for(;;) loop breaks in its 4th body execution when steps reach 3: out of bound 3. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int steps = 0;
  for (;;) {
    if (x <= 0 || steps == 3)
      break;
    x -= 5;
    steps++;
  }
  assert(steps != 3); // expect: holds
  assert(steps != 2); // expect: fails witness=7
  return 0;
}
