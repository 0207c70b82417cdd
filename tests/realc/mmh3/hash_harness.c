/* A harness a user of mmh3 writes for its C core (murmurhash3.c of the mmh3 5.3.1 sdist,
 * unchanged): the published test vectors, and a 4-byte key chosen by errlang. */
#include <assert.h>
#include <stdint.h>
#include <string.h>
#include "murmurhash3.c"

extern unsigned nondet_uint(void);

int main(void) {
  uint32_t h = 1;
  murmurhash3_x86_32("", 0, 0, &h);
  assert(h == 0);
  murmurhash3_x86_32("hello", 5, 0, &h);
  assert(h == 0x248bfa47u);                 /* mmh3.hash("hello") == 613153351 */
  unsigned key = nondet_uint();
  uint32_t a, b;
  murmurhash3_x86_32(&key, 4, 42, &a);
  murmurhash3_x86_32(&key, 4, 42, &b);
  assert(a == b);                           /* deterministic */
  assert(a != 0x12345678u);                 /* the 4-byte hash is a bijection: it fails */
  return 0;
}
