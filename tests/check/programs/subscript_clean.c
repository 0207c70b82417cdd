/* Subscripts gcc's -fsanitize=bounds lets pass, and so must errlang: one past the end where
 * only the address is taken, a subscript through a pointer, a subscript its guard keeps in
 * range, and a trailing array member (the "struct hack": gcc takes it as flexible). */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct counted { int n; char data[1]; };

int main(void) {
  int b = __VERIFIER_nondet_int();
  if (b < 0 || b > 3) return 0;
  int m[2][2] = { { 1, 2 }, { 3, 4 } };
  int *end = &m[0][2];
  int *row = m[0];
  assert(end == &m[1][0]);
  assert(row[b] == b + 1);
  assert(!(b < 2 && m[0][b] == 3));
  struct counted *c = malloc(sizeof(struct counted) + 4);
  if (c == 0) return 0;
  c->data[b] = 'y';
  assert(c->data[b] == 'y');
  free(c);
  return 0;
}
