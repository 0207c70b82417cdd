/* calloc zero-fills; distinct heap objects; a read after free blocks the run. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 3);
  int *a = calloc(n, sizeof(int));
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < n);
  assert(a[i] == 0); // expect: holds
  a[i] = 5;
  int *b = malloc(2 * sizeof(int));
  b[0] = 1;
  b[1] = 2;
  assert(a != b && a[i] == 5 && b[1] == 2); // expect: holds
  assert(a[n - 1] != 5); // expect: fails witness=2,1
  free(b);
  if (__VERIFIER_nondet_int()) {
    int z = b[0]; /* use after free: this run is blocked */
    assert(z != z); // expect: holds
  }
  free(a);
  return 0;
}
