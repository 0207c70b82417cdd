/* A harness a user of the crc32c package writes for its software CRC (crc32c_sw.c of the
 * crc32c 2.9.post0 sdist, unchanged): the module's own dispatch — a function pointer chosen
 * once (`crc_fn`, hardware or software) and called with the pre/post inversion of
 * _crc32c.c's crc32c_inline. */
#include <assert.h>
#include <stdint.h>
#include "crc32c_sw.c"

typedef uint32_t (*crc_function)(uint32_t crc, const unsigned char *data, unsigned long length);
static crc_function crc_fn = _crc32c_sw_slicing_by_8;

static uint32_t crc32c(crc_function fn, const unsigned char *data, unsigned long length) {
  return fn(0xffffffffu, data, length) ^ 0xffffffffu;
}

/* common.h's `extern int is_big_endian;` is defined by the package's module (_crc32c.c, set at
 * import): without it gcc cannot link the harness; little endian, as on x86-64 */
int is_big_endian = 0;

extern unsigned char nondet_uchar(void);

int main(void) {
  static const unsigned char check[] = "123456789";
  assert(crc32c(crc_fn, check, 9) == 0xe3069283u);   /* the CRC-32C check value */
  assert(crc32c(crc_fn, check, 0) == 0);
  unsigned char data[9] = { '0', '2', '3', '4', '5', '6', '7', '8', '9' };
  data[0] = nondet_uchar();
  assert(crc32c(crc_fn, data, 9) != 0xe3069283u);    /* fails: data[0] == '1' */
  return 0;
}
