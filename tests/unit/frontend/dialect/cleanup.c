// probe: __attribute__((cleanup(f))) (systemd's _cleanup_free_): f(&x) at every scope exit
// errlang: holds holds fails holds
// inputs: -1 | 0 | 1 | 2 | 4 | 7
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
static int freed;
static void release(int **p) { free(*p); freed++; }
static void count(int *p) { freed += *p; }
#define _cleanup_int_ __attribute__((cleanup(release)))
static int use(int n) {
  _cleanup_int_ int *p = malloc(sizeof(int));
  *p = n;
  if (n > 3) return *p + 1; /* the value read before p is freed */
  {
    _cleanup_int_ int *q = malloc(sizeof(int)), *s = malloc(sizeof(int));
    *q = 2;
    *s = 3;
    for (int i = 0; i < 2; i++) {
      _cleanup_int_ int *r = malloc(sizeof(int));
      if (i == n) break;
      *r = i;
    }
  }
  return *p;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  int before = freed;
  int v = use(n);
  assert(freed > before);
  assert(v == n || v == n + 1);
  assert(freed - before != 5);
  int w = ({ int k __attribute__((cleanup(count))) = 10; k + 1; });
  assert(w == 11 && freed - before >= 11);
  return 0;
}
