#include <assert.h>
extern int nondet_int(void);
int main(void) {
  int n = nondet_int();
  if (n < 0 || n > 4) return 0;
  int vla[n]; /* n = 0: undefined (C11 6.7.6.2p5), gcc's -fsanitize=vla-bound */
  for (int i = 0; i < n; i++) vla[i] = i;
  assert(n != 0);
  return 0;
}
