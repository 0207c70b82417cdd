/* <endian.h> as real code uses it (was the fake libc's empty header: htobe32 and the rest were
 * undeclared functions whose results were inputs, so the second assertion failed where gcc
 * passes it): the byte order, and the conversions of an input in each width. */
#include <assert.h>
#include <endian.h>
#include <stdint.h>
#include <string.h>

uint32_t nondet_uint(void);

int main(void) {
  uint32_t x = nondet_uint();
  unsigned char bytes[4];
  memcpy(bytes, &x, sizeof x);
#if __BYTE_ORDER == __BIG_ENDIAN
  assert(bytes[0] == (uint8_t)(x >> 24));
#else
  assert(bytes[0] == (uint8_t)x);
#endif
  assert(htobe32(0x01020304u) == 0x04030201u && be32toh(htobe32(x)) == x);
  assert(htobe16((uint16_t)x) == (uint16_t)(((x & 0xff) << 8) | ((x >> 8) & 0xff)));
  assert(le64toh(htole64((uint64_t)x << 32)) == (uint64_t)x << 32 && htole16(x) == (uint16_t)x);
  assert(be64toh(0x0102030405060708ull) == 0x0807060504030201ull);
  assert(htobe32(x) != x); /* fails: a palindrome such as 0x11222211 */
  return 0;
}
