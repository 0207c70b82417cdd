/* LEB128-style variable-length encoding of 32-bit unsigned values (7 bits per byte, high bit
 * continues): decoding gives the value back, and the length is 1..5 bytes. */
#include <assert.h>
#include <stdint.h>
extern unsigned __VERIFIER_nondet_uint(void);

static int put_varint(uint32_t v, uint8_t *out)
{
  int n = 0;
  do {
    uint8_t byte = v & 0x7f;
    v >>= 7;
    if (v)
      byte |= 0x80;
    out[n++] = byte;
  } while (v);
  return n;
}

static int get_varint(const uint8_t *in, int len, uint32_t *v)
{
  uint32_t r = 0;
  for (int i = 0; i < len && i < 5; i++) {
    r |= (uint32_t)(in[i] & 0x7f) << (7 * i);
    if (!(in[i] & 0x80)) {
      *v = r;
      return i + 1;
    }
  }
  return 0;
}

int main(void)
{
  uint32_t x = __VERIFIER_nondet_uint();
  uint8_t buf[5];
  int n = put_varint(x, buf);
  assert(n >= 1 && n <= 5);
  assert((x < 128) == (n == 1));
  uint32_t y = 0;
  assert(get_varint(buf, n, &y) == n && y == x);
  return 0;
}
