// probe: real C: msgpack 1.2.4's unpack_container_header (case range, statement-expression loads of msgpack/sysdep.h); Apache-2.0, msgpack/COPYING
// errlang: holds holds holds holds fails
// inputs: 0x95 0 0 0 0 1 | 0xdc 1 2 0 0 3 | 0xdc 1 2 0 0 2 | 0xdd 8 0 0 16 5 | 0xc1 0 0 0 0 5 | 0x90 0 0 0 0 0
/* msgpack's unpack_container_header (msgpack 1.2.4, msgpack/unpack_container_header.h, with
 * its GNU case range: USE_CASE_RANGE) and its byte loads (msgpack/sysdep.h: statement
 * expressions, ntohs/ntohl), called on input bytes. The Python callbacks are stubs. */
#include <assert.h>
#include <stdint.h>
#include <string.h>
#include "msgpack/sysdep.h"
#define USE_CASE_RANGE
typedef long Py_ssize_t;
typedef struct { int user; unsigned int result; } unpack_context;
static int errors;
static const char *PyExc_ValueError = "ValueError";
static void PyErr_SetString(const char *kind, const char *message) { (void)kind; (void)message; errors++; }
static int unpack_callback_uint32(int *user, uint32_t size, unsigned int *result) {
  (void)user; *result = size; return 0;
}
#define fixed_offset 0x90
#define var_offset 0xdc
#include "msgpack/unpack_container_header.h"
extern unsigned char __VERIFIER_nondet_uchar(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  char data[5];
  for (int i = 0; i < 5; i++) data[i] = (char)__VERIFIER_nondet_uchar();
  Py_ssize_t len = __VERIFIER_nondet_int() % 6, off = 0;
  if (len < 0) return 0;
  unpack_context ctx = { 0, 0 };
  int got = unpack_container_header(&ctx, data, len, &off);
  unsigned char first = (unsigned char)data[0];
  assert(got != 1 || first < 0x90 || first > 0x9f || (ctx.result == (first & 0x0f) && off == 1));
  assert(got != 1 || first != 0xdc || ctx.result == ((unsigned char)data[1] << 8 | (unsigned char)data[2]));
  assert(got != -1 || errors == 1);
  assert(got != 1 || ctx.result < 0x10000);
  return 0;
}
