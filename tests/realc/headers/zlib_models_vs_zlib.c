/* errlang's zlib models (include/models/zlib.c, compiled by gcc with their symbols prefixed
 * m_) against the system's zlib on pseudo-random inputs: start values anywhere in 64 bits
 * (zlib's one-byte, short and NMAX paths), lengths 0..40 and past NMAX. Prints the first
 * disagreement and exits 1. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

unsigned long m_crc32(unsigned long, const unsigned char *, unsigned);
unsigned long m_crc32_z(unsigned long, const unsigned char *, size_t);
unsigned long m_adler32(unsigned long, const unsigned char *, unsigned);
unsigned long m_adler32_z(unsigned long, const unsigned char *, size_t);
unsigned long m_adler32_combine(unsigned long, unsigned long, long);
unsigned long m_compressBound(unsigned long);
const char *m_zError(int);
const char *m_zlibVersion(void);
void m___errlang_unsupported(const char *why) { (void)why; }

static unsigned long long state = 0x9e3779b97f4a7c15ULL;

static unsigned long next(void)
{
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return (unsigned long)state;
}

static int differ(const char *what, unsigned long ours, unsigned long theirs, size_t len)
{
  if (ours == theirs)
    return 0;
  printf("%s len %zu: model %#lx, zlib %#lx\n", what, len, ours, theirs);
  return 1;
}

int main(void)
{
  static unsigned char buf[6000];
  for (size_t i = 0; i < sizeof buf; i++)
    buf[i] = (unsigned char)next();
  memset(buf + 100, 0xff, 200);
  for (int round = 0; round < 3000; round++) {
    size_t len = round < 2900 ? (size_t)(round % 41) : sizeof buf - (size_t)(next() % 500);
    const unsigned char *p = buf + (next() % (sizeof buf - len + 1));
    unsigned long start = round % 3 == 0 ? next() : next() & 0xffffffffUL;
    if (differ("crc32", m_crc32(start, p, len), crc32(start, p, len), len) ||
        differ("crc32_z", m_crc32_z(start, p, len), crc32_z(start, p, len), len) ||
        differ("adler32", m_adler32(start, p, len), adler32(start, p, len), len) ||
        differ("adler32_z", m_adler32_z(start, p, len), adler32_z(start, p, len), len))
      return 1;
    unsigned long other = next() & 0xffffffffUL;
    long len2 = round % 7 == 0 ? -(long)(next() % 10) : (long)(next() % 100000);
    unsigned long source_len = next();
    if (differ("adler32_combine", m_adler32_combine(start, other, len2),
               adler32_combine(start, other, len2), (size_t)len2) ||
        differ("compressBound", m_compressBound(source_len), compressBound(source_len), 0))
      return 1;
  }
  if (m_crc32(5, NULL, 3) != crc32(5, NULL, 3) || m_adler32(5, NULL, 3) != adler32(5, NULL, 3))
    return 1;
  for (int err = -6; err <= 2; err++)
    if (strcmp(m_zError(err), zError(err)) != 0)
      return 1;
  printf("agree (model version %s, zlib %s)\n", m_zlibVersion(), zlibVersion());
  return 0;
}
