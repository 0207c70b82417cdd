/* Misaligned loads and stores through converted pointers (engineer K, eighth session): gcc's
 * -fsanitize=alignment (part of undefined) stops each at its line; errlang reported none of
 * them and went on reading the bytes, so an assertion after one could be said to fail on a run
 * gcc never completes (a wrong `fails`). Aligned conversions, memcpy and a packed struct's
 * member are not reported, by gcc or errlang. */
#include <assert.h>
#include <stdint.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
#pragma pack(1)
struct P { char c; int x; };
#pragma pack()
struct S { int x; short y; short z; };

static uint16_t load16(unsigned char *p, int a) { return *(uint16_t *)(p + a); }
static void store32(unsigned char *p, int a) { *(uint32_t *)(p + a) = 0x01020304u; }
static short member(unsigned char *p, int a) { return ((struct S *)(p + a))->z; }

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (a < 0 || a > 3 || b < 0 || b > 2) return 0;
  unsigned char buf[16] = { 1, 2, 3, 4, 5, 6, 7, 8 };
  uint32_t w;
  memcpy(&w, buf + a, 4);
  uint32_t v = *(uint32_t *)(buf + 4 * (a & 1));
  struct P p = { 'a', a };
  p.x += 1;
  union { uint32_t w[2]; unsigned char c[8]; } u = { { 0 } };
  u.c[a] = 1;
  uint16_t h = *(uint16_t *)(u.c + 2 * (a & 1));
  assert(h + v + w + p.x > 0);
  long r;
  if (b == 0) {
    r = load16(buf, a);
  } else if (b == 1) {
    store32(buf, a);
    r = buf[0];
  } else {
    r = member(buf, a);
  }
  assert(r != 0x0403);
  return 0;
}
