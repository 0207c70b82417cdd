/* A compound literal in a loop body is a new object each iteration: the previous one ended
 * with the previous iteration (gcc: stack-use-after-scope on the second iteration). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  const int *prev = 0;
  int sum = 0;
  for (int i = 0; i < n; i++) {
    if (prev) sum += prev[1];
    prev = (const int[]){i, i + 1};
  }
  assert(sum == 0);
  return 0;
}
