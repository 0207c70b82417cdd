/* Misaligned accesses through a STORED pointer and through an integer address (engineer K,
 * ninth session): gcc's -fsanitize=alignment stops each at its line; errlang checked only a
 * pointer converted at the dereference, so these runs went on and an assertion after one could
 * be said to fail on a run gcc never completes. Aligned stored pointers are not reported. */
#include <assert.h>
#include <stdint.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (a < 0 || a > 3 || b < 0 || b > 3) return 0;
  unsigned char buf[16] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 };
  uint32_t *aligned = (uint32_t *)(buf + 4 * (a & 1));
  uint32_t first = *aligned;
  long r = first % 7;
  if (b == 0) {
    uint32_t *q = (uint32_t *)(buf + a);
    r += *q % 1000;
  } else if (b == 1) {
    uint16_t *h = (uint16_t *)(buf + a);
    uint16_t *next = h + 1;
    next[0] = 0x0403;
    r += buf[2];
  } else if (b == 2) {
    uint32_t *w = (uint32_t *)((uintptr_t)buf + (uintptr_t)a);
    r += *w % 1000;
  } else {
    uint32_t *k = (uint32_t *)(buf + 4);
    k += a & 1;
    r += *k % 1000;
  }
  assert(r != 8);  /* fails on (0, 1) and (2, 1); (2, 0) and (2, 2) are misaligned first */
  return 0;
}
