/* Models of zlib's checksums and small pure functions (errlang's <zlib.h>), exact against
 * zlib (1.2.13 to 1.3.1) for every input: the CRC-32 bit by bit (eight shift-and-xor steps
 * per byte, the same polynomial as zlib's tables), Adler-32 with zlib's three paths (one
 * byte, fewer than 16, NMAX blocks) so that an initial value outside the Adler range gives
 * zlib's result too.
 * Written for errlang after zlib's crc32.c, adler32.c, compress.c and zutil.c ((C) 1995-2024
 * Jean-loup Gailly and Mark Adler, zlib licence). The definitions spell zlib's types out (uLong
 * is unsigned long, z_size_t and z_off_t are size_t and long): a program that names a
 * variable crc32 without including <zlib.h> (lz4frame.c) links this file, and its types must
 * exist there. */
#include <zlib.h>

void __errlang_unsupported(const char *);

#define ERRLANG_ADLER_BASE 65521U
#define ERRLANG_ADLER_NMAX 5552

static unsigned int __errlang_crc32_byte(unsigned int c)
{
  c = (c >> 1) ^ (0xedb88320U & (0U - (c & 1U)));
  c = (c >> 1) ^ (0xedb88320U & (0U - (c & 1U)));
  c = (c >> 1) ^ (0xedb88320U & (0U - (c & 1U)));
  c = (c >> 1) ^ (0xedb88320U & (0U - (c & 1U)));
  c = (c >> 1) ^ (0xedb88320U & (0U - (c & 1U)));
  c = (c >> 1) ^ (0xedb88320U & (0U - (c & 1U)));
  c = (c >> 1) ^ (0xedb88320U & (0U - (c & 1U)));
  c = (c >> 1) ^ (0xedb88320U & (0U - (c & 1U)));
  return c;
}

unsigned long crc32_z(unsigned long crc, const unsigned char *buf, unsigned long len)
{
  unsigned int c;
  if (buf == Z_NULL)
    return 0;
  c = (unsigned int)(~crc & 0xffffffffUL);
  while (len) {
    c = __errlang_crc32_byte(c ^ *buf);
    buf++;
    len--;
  }
  return (unsigned long)(c ^ 0xffffffffU);
}

unsigned long crc32(unsigned long crc, const unsigned char *buf, unsigned int len)
{
  return crc32_z(crc, buf, len);
}

unsigned long adler32_z(unsigned long adler, const unsigned char *buf, unsigned long len)
{
  unsigned long sum2 = (adler >> 16) & 0xffff;
  unsigned long k;
  adler &= 0xffff;
  if (len == 1) {
    adler += buf[0];
    if (adler >= ERRLANG_ADLER_BASE)
      adler -= ERRLANG_ADLER_BASE;
    sum2 += adler;
    if (sum2 >= ERRLANG_ADLER_BASE)
      sum2 -= ERRLANG_ADLER_BASE;
    return adler | (sum2 << 16);
  }
  if (buf == Z_NULL)
    return 1L;
  if (len < 16) {
    while (len) {
      adler += *buf++;
      sum2 += adler;
      len--;
    }
    if (adler >= ERRLANG_ADLER_BASE)
      adler -= ERRLANG_ADLER_BASE;
    sum2 %= ERRLANG_ADLER_BASE;
    return adler | (sum2 << 16);
  }
  while (len >= ERRLANG_ADLER_NMAX) {
    len -= ERRLANG_ADLER_NMAX;
    for (k = 0; k < ERRLANG_ADLER_NMAX; k++) {
      adler += *buf++;
      sum2 += adler;
    }
    adler %= ERRLANG_ADLER_BASE;
    sum2 %= ERRLANG_ADLER_BASE;
  }
  if (len) {
    while (len) {
      adler += *buf++;
      sum2 += adler;
      len--;
    }
    adler %= ERRLANG_ADLER_BASE;
    sum2 %= ERRLANG_ADLER_BASE;
  }
  return adler | (sum2 << 16);
}

unsigned long adler32(unsigned long adler, const unsigned char *buf, unsigned int len)
{
  return adler32_z(adler, buf, len);
}

/* zlib's adler32_combine_: the Adler-32 of two pieces joined, without a loop */
unsigned long adler32_combine64(unsigned long adler1, unsigned long adler2, long len2)
{
  unsigned long sum1;
  unsigned long sum2;
  unsigned rem;
  if (len2 < 0)
    return 0xffffffffUL;
  len2 %= ERRLANG_ADLER_BASE;
  rem = (unsigned)len2;
  sum1 = adler1 & 0xffff;
  sum2 = rem * sum1;
  sum2 %= ERRLANG_ADLER_BASE;
  sum1 += (adler2 & 0xffff) + ERRLANG_ADLER_BASE - 1;
  sum2 += ((adler1 >> 16) & 0xffff) + ((adler2 >> 16) & 0xffff) + ERRLANG_ADLER_BASE - rem;
  if (sum1 >= ERRLANG_ADLER_BASE)
    sum1 -= ERRLANG_ADLER_BASE;
  if (sum1 >= ERRLANG_ADLER_BASE)
    sum1 -= ERRLANG_ADLER_BASE;
  if (sum2 >= ((unsigned long)ERRLANG_ADLER_BASE << 1))
    sum2 -= ((unsigned long)ERRLANG_ADLER_BASE << 1);
  if (sum2 >= ERRLANG_ADLER_BASE)
    sum2 -= ERRLANG_ADLER_BASE;
  return sum1 | (sum2 << 16);
}

unsigned long adler32_combine(unsigned long adler1, unsigned long adler2, long len2)
{
  return adler32_combine64(adler1, adler2, len2);
}

/* Functions whose result is a number computed by zlib (a polynomial product over up to 64
 * bits of a length, the build's flags, the CRC table): an input would let an assertion on
 * them fail where zlib's value passes, so a run calling them is cut, with the reason. */
unsigned long crc32_combine(unsigned long crc1, unsigned long crc2, long len2)
{
  __errlang_unsupported("zlib's crc32_combine is not modelled (link zlib's crc32.c)");
  return 0;
}

unsigned long crc32_combine64(unsigned long crc1, unsigned long crc2, long len2)
{
  __errlang_unsupported("zlib's crc32_combine64 is not modelled (link zlib's crc32.c)");
  return 0;
}

unsigned long crc32_combine_gen(long len2)
{
  __errlang_unsupported("zlib's crc32_combine_gen is not modelled (link zlib's crc32.c)");
  return 0;
}

unsigned long crc32_combine_gen64(long len2)
{
  __errlang_unsupported("zlib's crc32_combine_gen64 is not modelled (link zlib's crc32.c)");
  return 0;
}

unsigned long crc32_combine_op(unsigned long crc1, unsigned long crc2, unsigned long op)
{
  __errlang_unsupported("zlib's crc32_combine_op is not modelled (link zlib's crc32.c)");
  return 0;
}

const unsigned int *get_crc_table(void)
{
  __errlang_unsupported("zlib's get_crc_table is not modelled (link zlib's crc32.c)");
  return 0;
}

unsigned long zlibCompileFlags(void)
{
  __errlang_unsupported("zlibCompileFlags is not modelled: its value is the build's");
  return 0;
}

unsigned long compressBound(unsigned long sourceLen)
{
  return sourceLen + (sourceLen >> 12) + (sourceLen >> 14) + (sourceLen >> 25) + 13;
}

const char *zlibVersion(void)
{
  return ZLIB_VERSION;
}

/* zlib's z_errmsg[Z_NEED_DICT - err] (models define functions only, so a switch: an err
 * outside the table is read past zlib's array, here an empty message) */
const char *zError(int err)
{
  switch (err) {
  case Z_NEED_DICT:
    return "need dictionary";
  case Z_STREAM_END:
    return "stream end";
  case Z_ERRNO:
    return "file error";
  case Z_STREAM_ERROR:
    return "stream error";
  case Z_DATA_ERROR:
    return "data error";
  case Z_MEM_ERROR:
    return "insufficient memory";
  case Z_BUF_ERROR:
    return "buffer error";
  case Z_VERSION_ERROR:
    return "incompatible version";
  default:
    return "";
  }
}
