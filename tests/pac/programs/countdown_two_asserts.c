/* A loop and a recursion with two assertions: the model learned for one checks the other. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int down(int n) {
  if (n <= 0)
    return 0;
  return down(n - 1) + 1;
}

int main() {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 50)
    return 0;
  int i = 0;
  while (i < 3) {
    i = i + 1;
  }
  int r = down(n);
  assert(r == n);
  assert(i == 3);
  return 0;
}
