/* A base64 decoder in the style of small C libraries: a character-to-value function, a loop
   over the input in quads, '=' padding ending it, output into a buffer of 3 * N / 4 (+ 3)
   bytes. The harness checks the decoded length. Safe (gcc -fsanitize=address,undefined on 500
   random 8-byte inputs, half drawn from the base64 alphabet and '=', half random bytes).
   With -DBUG the output buffer is 3 * N / 4 - 1 bytes when N is a multiple of 4: eight valid
   characters ("AAAAAAAA") write one byte past it. */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif
#ifdef BUG
#define OUT (3 * N / 4 - 1 + (N % 4 ? 1 : 0))
#else
#define OUT (3 * N / 4 + 3)
#endif

static int value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/') return 63;
  return -1;
}

static int decode(const char *in, int len, unsigned char *out) {
  int o = 0, i = 0;
  while (i + 4 <= len) {
    int a = value(in[i]), b = value(in[i + 1]);
    if (a < 0 || b < 0) return -1;
    out[o++] = (unsigned char)(a << 2 | b >> 4);
    if (in[i + 2] == '=') break;
    int c = value(in[i + 2]);
    if (c < 0) return -1;
    out[o++] = (unsigned char)((b & 15) << 4 | c >> 2);
    if (in[i + 3] == '=') break;
    int d = value(in[i + 3]);
    if (d < 0) return -1;
    out[o++] = (unsigned char)((c & 3) << 6 | d);
    i += 4;
  }
  return o;
}

int main(void) {
  char in[N];
  unsigned char out[OUT];
  for (int i = 0; i < N; i++) in[i] = __VERIFIER_nondet_char();
  int n = decode(in, N, out);
  assert(n <= 3 * N / 4);
  return 0;
}
