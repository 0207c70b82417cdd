/* lz4frame.c names a local variable crc32 and never includes <zlib.h>: errlang linked its
 * zlib model for the name, whose zlib types the program lacks ("unknown type 'uLong'" in
 * errlang's models, the whole program refused). */
#include <assert.h>

unsigned nondet_uint(void);

static unsigned checksum(const unsigned char *p, int n)
{
  unsigned crc32 = 0, adler32 = 1;
  for (int i = 0; i < n; i++) {
    crc32 = crc32 * 31 + p[i];
    adler32 += p[i];
  }
  return crc32 ^ adler32;
}

int main(void)
{
  unsigned char bytes[2] = {1, 2};
  unsigned zError = checksum(bytes, 2);
  assert(zError == (33u ^ 4u));
  bytes[1] = (unsigned char)nondet_uint();
  assert(checksum(bytes, 2) != (31u ^ 2u)); /* fails: bytes[1] = 0 */
  return 0;
}
