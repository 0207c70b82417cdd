/* realloc (C11 7.22.3.5): a growing array keeps its elements; the old block is freed. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int capacity = 1, count = 0;
  int *items = malloc(capacity * sizeof(int));
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3)
    return 0;
  for (int i = 0; i < n; i++) {
    if (count == capacity) {
      capacity *= 2;
      items = realloc(items, capacity * sizeof(int));
    }
    items[count++] = 10 * i + (__VERIFIER_nondet_int() & 1);
  }
  if (count > 0)
    assert(items[0] == 0 || items[0] == 1); // expect: holds
  if (count == 3)
    assert(items[1] / 10 == 1 && items[2] / 10 == 2); // expect: holds
  if (count == 3)
    assert(items[2] != 21); // expect: fails witness=3,0,0,1
  int *q = realloc(0, sizeof(int));
  q[0] = 5;
  assert(q[0] == 5); // expect: holds
  free(q);
  free(items);
  return 0;
}
