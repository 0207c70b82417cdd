/* One undefined behaviour per choice: each is a finding with a run that reaches it. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int table[4];

int main(void) {
  int choice = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  if (choice == 0) {
    return 100 / x;
  }
  if (choice == 1) {
    int *p = 0;
    if (x > 5)
      p = &table[0];
    return *p;
  }
  if (choice == 2) {
    if (x >= 0)
      return table[x];
    return 0;
  }
  if (choice == 3) {
    return 1 << x;
  }
  if (choice == 4) {
    int *q = malloc(sizeof(int));
    *q = x;
    free(q);
    return *q;
  }
  return 0;
}
