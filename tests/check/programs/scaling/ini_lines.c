/* An INI-style line parser: a string in, a callback per `key=value` line (comments `;`,
   sections `[name]` skipped). The harness counts keys and asserts fewer than two: false,
   gcc breaks it with "=\n=" (3 bytes); errlang must find it at every N >= 3. Unsafe. */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif
static int count;
static void on_key(const char *key, int klen, const char *value, int vlen) {
  (void)key; (void)value;
  if (klen >= 0 && vlen >= 0) count++;
}

static int is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

static void parse(const char *s, void (*cb)(const char *, int, const char *, int)) {
  const char *line = s;
  while (*line) {
    const char *end = line;
    while (*end && *end != '\n') end++;
    const char *p = line;
    while (p < end && is_space(*p)) p++;
    if (p < end && *p != ';' && *p != '[') {
      const char *eq = p;
      while (eq < end && *eq != '=') eq++;
      if (eq < end) cb(p, (int)(eq - p), eq + 1, (int)(end - eq - 1));
    }
    line = *end ? end + 1 : end;
  }
}

int main(void) {
  char buf[N + 1];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_char();
  buf[N] = '\0';
  parse(buf, on_key);
  assert(count < 2);
  return 0;
}
