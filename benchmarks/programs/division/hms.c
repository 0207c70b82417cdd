/* A duration formatter (seconds to "[-]H:MM:SS" and to "HHhMMmSSs", as logs and media players
   print them) and a hex dumper of the same value, on a signed seconds count read from N bytes.
   Signed division truncates toward zero and % takes the dividend's sign: the formatter takes
   the magnitude first. The harness checks the fields' ranges and that they add back up. Safe. */
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 3
#endif

struct hms {
  int neg, h, m, s;
};

static struct hms split(long t) {
  struct hms r;
  r.neg = t < 0;
  if (t < 0) t = -t;
  r.h = (int)(t / 3600);
  r.m = (int)(t % 3600 / 60);
  r.s = (int)(t % 60);
  return r;
}

static int hex(unsigned long v, char *out) {
  static const char digits[] = "0123456789abcdef";
  int n = 0;
  for (int shift = 4 * (2 * N - 1); shift >= 0; shift -= 4) out[n++] = digits[(v >> shift) & 15];
  out[n] = 0;
  return n;
}

int main(void) {
  long t = 0;
  for (int i = 0; i < N; i++) t = t << 8 | __VERIFIER_nondet_uchar();
  t -= 1L << (8 * N - 1); /* a signed count: half the values negative */
  struct hms r = split(t);
  assert(r.m >= 0 && r.m < 60 && r.s >= 0 && r.s < 60 && r.h >= 0);
  long back = (long)r.h * 3600 + r.m * 60 + r.s;
  assert(r.neg ? back == -t : back == t);
  assert(t % 60 == (r.neg ? -r.s : r.s));
  char text[2 * N + 1];
  assert(hex((unsigned long)t & ((1UL << (8 * N)) - 1), text) == 2 * N);
  return 0;
}
