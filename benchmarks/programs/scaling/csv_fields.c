/* A CSV record reader (RFC 4180) in the style of small C CSV libraries: fields separated by
   ',', a record ending at '\n' or the end of the input, a field in double quotes may hold ','
   and '\n', and "" inside quotes is one quote; an unterminated quote or a quote inside an
   unquoted field is an error. At most 4 fields are kept, (start, length) of each field's raw
   text. The harness feeds N nondeterministic bytes and checks every kept field lies inside
   the input and a quoted field's text is between its quotes. Safe (gcc
   -fsanitize=address,undefined: every 2-byte input, 200,000 random inputs over a CSV alphabet
   at 4-16 bytes). */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif
#define MAXF 4

struct field { int start, len, quoted; };

static int read_record(const char *s, int len, struct field *f, int *count) {
  int i = 0, n = 0;
  for (;;) {
    int start = i, quoted = 0;
    if (i < len && s[i] == '"') {
      quoted = 1;
      i++;
      start = i;
      for (;;) {
        if (i >= len) return -1;
        if (s[i] == '"') {
          if (i + 1 < len && s[i + 1] == '"') { i += 2; continue; }
          break;
        }
        i++;
      }
      if (n < MAXF) { f[n].start = start; f[n].len = i - start; f[n].quoted = 1; }
      i++;
    } else {
      while (i < len && s[i] != ',' && s[i] != '\n') {
        if (s[i] == '"') return -1;
        i++;
      }
      if (n < MAXF) { f[n].start = start; f[n].len = i - start; f[n].quoted = 0; }
    }
    n++;
    if (i >= len || s[i] == '\n') break;
    if (s[i] != ',') return -1;
    i++;
  }
  *count = n < MAXF ? n : MAXF;
  return i;
}

int main(void) {
  char buf[N];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_char();
  struct field f[MAXF];
  int count = 0;
  int end = read_record(buf, N, f, &count);
  if (end >= 0) {
    assert(end <= N && count >= 1 && count <= MAXF);
    for (int k = 0; k < count; k++) {
      assert(f[k].start >= 0 && f[k].start + f[k].len <= end);
      if (f[k].quoted) assert(f[k].start >= 1 && buf[f[k].start - 1] == '"');
    }
  }
  return 0;
}
