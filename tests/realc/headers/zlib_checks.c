/* <zlib.h>: zlib's types and struct layouts (gcc with the system's zlib agrees), the models
 * of its checksums on input bytes, and the calls errlang has no model of. Line 30 fails (a
 * CRC-32 preimage: crc32 of 178 7 30 183 is 0x12345678 under zlib), line 34 fails (the
 * one-byte path of adler32 with a start value whose halves are above 65521); the others hold
 * but the last two, whose runs are cut at crc32_combine and at uncompress. */
#include <assert.h>
#include <stddef.h>
#include <string.h>
#include <zlib.h>

unsigned char nondet_uchar(void);
unsigned long nondet_ulong(void);

int main(void)
{
  const Bytef check[] = "123456789";
  assert(crc32(crc32(0L, Z_NULL, 0), check, 9) == 0xCBF43926UL);
  assert(adler32(adler32(0L, Z_NULL, 0), check, 9) == 0x091E01DEUL);
  assert(sizeof(z_stream) == 112 && sizeof(gz_header) == 80 && sizeof(Bytef) == 1);
  assert(offsetof(z_stream, data_type) == 88 && offsetof(gz_header, hcrc) == 68);
  assert(compressBound(1000) == 1013 && strcmp(zlibVersion(), ZLIB_VERSION) == 0);
  assert(strcmp(zError(Z_DATA_ERROR), "data error") == 0);
  assert(adler32_combine(adler32(1L, check, 4), adler32(1L, check + 4, 5), 5) == 0x091E01DEUL);

  Bytef key[4];
  for (int i = 0; i < 4; i++)
    key[i] = nondet_uchar();
  uLong c = crc32(0L, key, 4);
  assert(c <= 0xffffffffUL);
  assert(c != 0x12345678UL);
  uLong start = nondet_ulong();
  assert((adler32(start, key, 3) & 0xffff) < 65521);
  uLong a1 = adler32(start, key, 1);
  assert((a1 >> 16) < 65521);

  if (key[0] == 1)
    assert(crc32_combine(c, c, 4) != 0);
  Bytef out[4];
  uLongf n = sizeof out;
  if (key[0] == 2)
    assert(uncompress(out, &n, check, 9) != Z_OK);
  return 0;
}
