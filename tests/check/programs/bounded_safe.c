/* A safe program whose loops are bounded: with automatic depth, check says `holds` (complete). */
#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint() % 8;
  unsigned sum = 0;
  for (unsigned i = 0; i < n; i++) {
    sum += 2;
  }
  assert(sum == 2 * n);
  assert(sum <= 14);
  return 0;
}
