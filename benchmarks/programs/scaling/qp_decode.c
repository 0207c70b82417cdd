/* A quoted-printable decoder (RFC 2045 section 6.7) in the style of mail libraries: '=' and
   two hex digits (either case) give one byte, '=' at the end of a line ("=\n" or "=\r\n") is a
   soft line break and gives nothing, any other '=' is an error; other bytes are copied. The
   output buffer has the input's size. The harness feeds N nondeterministic bytes and checks
   the output is no longer than the input, and shorter when an escape was decoded. Safe (gcc
   -fsanitize=address,undefined: every 2-byte input, 200,000 random inputs over a QP alphabet
   at 4-16 bytes). */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif

static int hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

static int qp_decode(const char *in, int len, unsigned char *out, int *escapes) {
  int i = 0, o = 0;
  *escapes = 0;
  while (i < len) {
    if (in[i] != '=') {
      out[o++] = (unsigned char)in[i++];
      continue;
    }
    if (i + 1 < len && in[i + 1] == '\n') {
      i += 2;
      continue;
    }
    if (i + 2 < len && in[i + 1] == '\r' && in[i + 2] == '\n') {
      i += 3;
      continue;
    }
    if (i + 2 >= len) return -1;
    int hi = hex(in[i + 1]), lo = hex(in[i + 2]);
    if (hi < 0 || lo < 0) return -1;
    out[o++] = (unsigned char)(hi * 16 + lo);
    (*escapes)++;
    i += 3;
  }
  return o;
}

int main(void) {
  char in[N];
  unsigned char out[N];
  for (int i = 0; i < N; i++) in[i] = __VERIFIER_nondet_char();
  int escapes;
  int n = qp_decode(in, N, out, &escapes);
  if (n >= 0) {
    assert(n <= N);
    assert(escapes == 0 || n <= N - 2 * escapes);
  }
  return 0;
}
