/* Parsing a packet header with bit-fields: the length check forgets the header's own size. */
#include <string.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "bitfield_header.c", 3, "reach_error"); }
extern unsigned char __VERIFIER_nondet_uchar(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

struct header {
  unsigned version : 2;
  unsigned padding : 1;
  unsigned count : 5;
  unsigned type : 8;
  unsigned length : 16;
};

static int parse(const unsigned char *raw, struct header *h)
{
  unsigned int word = raw[0] | (raw[1] << 8) | (raw[2] << 16) | ((unsigned)raw[3] << 24);
  memcpy(h, &word, sizeof word);
  if (h->version != 2)
    return -1;
  if (h->length > 64)
    return -1;
  return 0;
}

int main(void)
{
  unsigned char raw[4];
  struct header h;
  int i;
  for (i = 0; i < 4; i++)
    raw[i] = __VERIFIER_nondet_uchar();
  if (parse(raw, &h) == 0) {
    __VERIFIER_assert(h.version == 2);
    __VERIFIER_assert(h.length >= 4); /* the header itself is 4 bytes */
  }
  return 0;
}
