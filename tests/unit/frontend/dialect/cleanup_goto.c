// probe: systemd's `goto finish` out of a cleanup variable's scope: the cleanups of the scopes left run
// errlang: holds fails holds
// inputs: -1 | 0 | 1 | 2 | 3 | 5 | 6 | 9 | 2147483647
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
static int freed;
static void release(int **p) { free(*p); freed++; }
#define _cleanup_int_ __attribute__((cleanup(release)))
static int parse(int n) {
  int r = -1, tries = 0;
again:
  tries++;
  {
    _cleanup_int_ int *p = malloc(sizeof(int));
    *p = n;
    if (n < 0) goto finish;
    if (tries < 2) goto again;
    {
      _cleanup_int_ int *q = malloc(sizeof(int));
      *q = *p % 8 + 1;
      if (*q > 6) goto finish;
      r = *q;
    }
  }
finish:
  return r + tries;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  int before = freed;
  int r = parse(n);
  assert(freed - before == (n < 0 ? 1 : 3));
  assert(r != 4);
  assert(r == (n < 0 ? 0 : n % 8 <= 5 ? n % 8 + 3 : 1));
  return 0;
}
