/* Null pointers: tests against NULL, and a null dereference that blocks the run. */
#include <assert.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);

struct node {
  int v;
  struct node *next;
};

int main(void) {
  int y = 0;
  int *p = NULL;
  int x = __VERIFIER_nondet_int();
  if (x > 0)
    p = &y;
  if (p)
    *p = x;
  assert(y >= 0); // expect: holds
  assert(p == NULL || y > 0); // expect: holds
  assert(p != NULL); // expect: fails witness=0
  struct node n = {1, NULL};
  assert(n.next == 0 && !n.next); // expect: holds
  int *q = NULL;
  if (x == 7) {
    *q = 1; /* undefined behaviour: this run is blocked */
    assert(0); // expect: holds
  }
  assert(x != 7); // expect: holds
  assert(x != 8); // expect: fails witness=8
  return 0;
}
