/* A for statement's declaration ends with the loop: a break keeps a pointer to it. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int key = __VERIFIER_nondet_int();
  if (key < -1 || key > 4) return 0;
  int *found = 0;
  for (int i = 0; i < 4; i++) {
    if (i == key) {
      found = &i;
      break;
    }
  }
  if (found) assert(*found == key);
  assert(key != 4);
  return 0;
}
