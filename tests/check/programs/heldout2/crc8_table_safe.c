/* CRC-8 (polynomial 0x07) with a const 16-entry nibble table against the bitwise algorithm
 * on a 3-byte message of input bytes. */
#include <assert.h>
#include <stdint.h>
#include <stddef.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

static const uint8_t nibble_table[16] = {0x00, 0x07, 0x0e, 0x09, 0x1c, 0x1b, 0x12, 0x15,
                                         0x38, 0x3f, 0x36, 0x31, 0x24, 0x23, 0x2a, 0x2d};

static uint8_t crc8_bitwise(const uint8_t *p, size_t n)
{
  uint8_t crc = 0;
  while (n--) {
    crc ^= *p++;
    for (int b = 0; b < 8; b++)
      crc = (crc & 0x80) ? (uint8_t)((crc << 1) ^ 0x07) : (uint8_t)(crc << 1);
  }
  return crc;
}

static uint8_t crc8_table(const uint8_t *p, size_t n)
{
  uint8_t crc = 0;
  for (size_t i = 0; i < n; i++) {
    crc ^= p[i];
    crc = (uint8_t)(crc << 4) ^ nibble_table[crc >> 4];
    crc = (uint8_t)(crc << 4) ^ nibble_table[crc >> 4];
  }
  return crc;
}

int main(void)
{
  uint8_t msg[3];
  for (int i = 0; i < 3; i++)
    msg[i] = __VERIFIER_nondet_uchar();
  assert(crc8_table(msg, sizeof msg) == crc8_bitwise(msg, sizeof msg));
  assert(crc8_table((const uint8_t *)"123456789", 9) == 0xf4);
  return 0;
}
