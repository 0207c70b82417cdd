/* An integer printer as every small C library writes one (itoa into a caller's buffer, the
   digits by x % 10 and x / 10, then reversed), the number read from N bytes of a binary
   record. The harness checks the length, that every character is a digit, and that parsing
   the text back gives the number. Safe. */
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 4
#endif

static int utoa(unsigned long v, char *out) {
  char tmp[24];
  int n = 0;
  do {
    tmp[n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v != 0);
  for (int i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
  out[n] = 0;
  return n;
}

int main(void) {
  unsigned long v = 0;
  for (int i = 0; i < N; i++) v = v << 8 | __VERIFIER_nondet_uchar();
  char text[24];
  int n = utoa(v, text);
  assert(n >= 1 && n <= 3 * N);
  unsigned long back = 0;
  for (int i = 0; i < n; i++) {
    assert(text[i] >= '0' && text[i] <= '9');
    back = back * 10 + (unsigned long)(text[i] - '0');
  }
  assert(back == v);
  return 0;
}
