// probe: flexible array members and gcc's zero-length arrays; a write past the object
// errlang: holds holds; finding 17 out-of-bounds access
// inputs: 1 | 2 | 4 | 5
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct str { int len; char data[]; };
struct old { int len; char data[0]; };
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 4) return 0;
  struct str *s = malloc(sizeof *s + n);
  s->len = n;
  for (int i = 0; i < n; i++) s->data[i] = 'x';
  assert(sizeof(struct str) == 4 && sizeof(struct old) == 4);
  assert(s->data[n - 1] == 'x');
  s->data[n] = 0;
  free(s);
  return 0;
}
