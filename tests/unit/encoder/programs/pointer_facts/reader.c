/* (tests/unit/encoder/programs/pointer_facts, eleventh session, engineer U) A reader struct advanced by helpers through a pointer: a big-endian u16 length, then that
   many bytes summed; fields until the input ends. */
#include <assert.h>
#include <stddef.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 8
#endif
struct reader { const unsigned char *p, *end; };
static int get_u8(struct reader *r, unsigned *v) {
  if (r->p >= r->end) return -1;
  *v = *r->p++;
  return 0;
}
static int get_u16(struct reader *r, unsigned *v) {
  if (r->end - r->p < 2) return -1;
  *v = (unsigned)r->p[0] << 8 | r->p[1];
  r->p += 2;
  return 0;
}
int main(void) {
  unsigned char buf[N];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_uchar();
  struct reader r = {buf, buf + N};
  int fields = 0;
  while (r.p < r.end) {
    unsigned kind, len;
    if (get_u8(&r, &kind) < 0) break;
    if (kind == 0) continue;
    if (get_u16(&r, &len) < 0) break;
#ifdef BUG
    if (len > (unsigned)(r.end - r.p) + 1) break;
#else
    if (len > (unsigned)(r.end - r.p)) break;
#endif
    unsigned sum = 0;
    while (len--) {
      unsigned b;
      if (get_u8(&r, &b) < 0) { sum = 0; break; }
      sum += b;
    }
    fields++;
  }
  assert(fields <= N / 3 + N);
  return 0;
}
