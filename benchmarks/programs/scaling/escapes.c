/* A string-escape decoder (\n \t \\ \" and \xHH) into an output buffer of the input's size,
   as in JSON/INI/shell-quoting code. The harness checks the output is never longer than the
   input and NUL-terminated. Safe. */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif
static int hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

static int unescape(const char *in, char *out) {
  int o = 0;
  for (const char *p = in; *p; p++) {
    if (*p != '\\') { out[o++] = *p; continue; }
    p++;
    switch (*p) {
    case 'n': out[o++] = '\n'; break;
    case 't': out[o++] = '\t'; break;
    case '\\': out[o++] = '\\'; break;
    case '"': out[o++] = '"'; break;
    case 'x': {
      int h = hex(p[1]);
      if (h < 0) return -1;
      int l = hex(p[2]);
      if (l < 0) return -1;
      out[o++] = (char)(h * 16 + l);
      p += 2;
      break;
    }
    default:
      return -1;
    }
  }
  out[o] = '\0';
  return o;
}

int main(void) {
  char buf[N + 1];
  char out[N + 1];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_char();
  buf[N] = '\0';
  int n = unescape(buf, out);
  if (n >= 0) {
    assert(n <= N);
    assert(out[n] == '\0');
  }
  return 0;
}
