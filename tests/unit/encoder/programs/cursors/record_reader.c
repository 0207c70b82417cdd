/* A length-prefixed record reader in the style of small binary-format parsers (a message
   framing layer, a font table walker): a cursor struct {pos, end} passed by pointer to
   get_u8 / get_u16 / skip helpers that check the room left and advance the cursor, and a loop
   over the records. Record: a type byte, a big-endian 16-bit length for type 0x80 and above,
   else one length byte; type 0 is padding (no length). The harness checks the counts.
   Ground truth (gcc 12 -O0 -fsanitize=address,undefined, benchmarks/scaling_truth.py: every
   input of 1 and 2 bytes, 20,000 random ones of 4 and 8): safe. -DBUG: skip() checks the
   length against the room measured before the type and length bytes were read, as readers have
   had it: the cursor steps past the end and the last assertion fails (from 2 bytes: 01 01). */
#include <assert.h>
#include <stddef.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 8
#endif

struct cursor {
  const unsigned char *pos, *end;
};

static int get_u8(struct cursor *c, unsigned *out) {
  if (c->pos >= c->end) return -1;
  *out = *c->pos++;
  return 0;
}

static int get_u16(struct cursor *c, unsigned *out) {
  if (c->end - c->pos < 2) return -1;
  *out = (unsigned)c->pos[0] << 8 | c->pos[1];
  c->pos += 2;
  return 0;
}

static int skip(struct cursor *c, size_t n, size_t room) {
#ifdef BUG
  if (n > room) return -1;
#else
  (void)room;
  if (n > (size_t)(c->end - c->pos)) return -1;
#endif
  c->pos += n;
  return 0;
}

int main(void) {
  unsigned char buf[N];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_uchar();
  struct cursor c = {buf, buf + N};
  int records = 0, padding = 0;
  while (c.pos < c.end) {
    unsigned type, len;
    size_t room = (size_t)(c.end - c.pos);
    if (get_u8(&c, &type) < 0) break;
    if (type == 0) {
      padding++;
      continue;
    }
    if (type >= 0x80) {
      if (get_u16(&c, &len) < 0) break;
    } else if (get_u8(&c, &len) < 0) {
      break;
    }
    if (skip(&c, len, room) < 0) break;
    records++;
  }
  assert(records <= N / 2);
  assert(records + padding <= N);
  assert(c.pos <= c.end);
  return 0;
}
