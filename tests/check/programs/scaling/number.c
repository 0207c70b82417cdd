/* A decimal number parser (atoi with a sign, overflow check and a stop at the first
   non-digit), as in configuration and protocol parsers. The harness checks the value and
   the count of digits consumed. Safe. */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif
static int parse_int(const char *s, int *out) {
  int i = 0, neg = 0;
  long v = 0;
  while (s[i] == ' ') i++;
  if (s[i] == '-' || s[i] == '+') { neg = s[i] == '-'; i++; }
  int start = i;
  while (s[i] >= '0' && s[i] <= '9') {
    v = v * 10 + (s[i] - '0');
    if (v > 2147483647L) return -1;
    i++;
  }
  if (i == start) return -1;
  *out = (int)(neg ? -v : v);
  return i;
}

int main(void) {
  char buf[N + 1];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_char();
  buf[N] = '\0';
  int v = 0;
  int used = parse_int(buf, &v);
  if (used > 0) {
    assert(used <= N);
    if (buf[0] >= '0' && buf[0] <= '9') assert(v >= 0);
  }
  return 0;
}
