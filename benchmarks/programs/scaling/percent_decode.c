/* A URL percent-decoder as in HTTP and URI libraries: '%XX' becomes one byte, '+' a space,
   anything else is copied; a '%' not followed by two hex digits is an error. Decodes a
   NUL-terminated string of N bytes into a buffer of the same size, in place of a copy, and
   the harness checks the result is no longer than the input and NUL-terminated. Safe
   (gcc -fsanitize=address,undefined on 400 random 8-byte inputs, half over "%+0aF").
   With -DBUG the test of the second hex digit reads s[i + 2] before checking s[i + 1] ends
   the string: "%" at the end reads past the NUL (out of bounds for a buffer of N + 1). */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif

/* as URL decoders write it: unsigned range tests, case folded by setting bit 5 */
static int hex(char ch) {
  unsigned char c = (unsigned char)ch;
  if ((unsigned)(c - '0') < 10u) return c - '0';
  c |= 0x20;
  if ((unsigned)(c - 'a') < 6u) return c - 'a' + 10;
  return -1;
}

static int decode(const char *s, char *out) {
  int i = 0, o = 0;
  while (s[i]) {
    if (s[i] == '%') {
#ifdef BUG
      int lo = hex(s[i + 2]), hi = hex(s[i + 1]);
#else
      int hi = hex(s[i + 1]), lo = hi < 0 ? -1 : hex(s[i + 2]);
#endif
      if (hi < 0 || lo < 0) return -1;
      out[o++] = (char)(hi * 16 + lo);
      i += 3;
    } else {
      out[o++] = s[i] == '+' ? ' ' : s[i];
      i++;
    }
  }
  out[o] = '\0';
  return o;
}

int main(void) {
  char s[N + 1];
  char out[N + 1];
  for (int i = 0; i < N; i++) s[i] = __VERIFIER_nondet_char();
  s[N] = '\0';
  int n = decode(s, out);
  if (n >= 0) assert(n <= N && out[n] == '\0');
  return 0;
}
