/* A dynamic-string library's trim and split: trim spaces at both ends in place, then split
   on ',' into at most MAXF fields (start, length). The harness checks the fields lie inside
   the trimmed string and that there are never more than MAXF. Safe. */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif
#define MAXF 4
static int slen(const char *s) { int n = 0; while (s[n]) n++; return n; }

static int trim(char *s) {
  int len = slen(s);
  int start = 0;
  while (start < len && s[start] == ' ') start++;
  int end = len;
  while (end > start && s[end - 1] == ' ') end--;
  int j = 0;
  for (int i = start; i < end; i++) s[j++] = s[i];
  s[j] = '\0';
  return j;
}

static int split(const char *s, int len, int *starts, int *lens, int max) {
  int n = 0, start = 0;
  for (int i = 0; i <= len; i++) {
    if (i == len || s[i] == ',') {
      if (n == max) return -1;
      starts[n] = start;
      lens[n] = i - start;
      n++;
      start = i + 1;
    }
  }
  return n;
}

int main(void) {
  char buf[N + 1];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_char();
  buf[N] = '\0';
  int len = trim(buf);
  assert(len <= N);
  int starts[MAXF], lens[MAXF];
  int n = split(buf, len, starts, lens, MAXF);
  if (n > 0) {
    assert(n <= MAXF);
    assert(starts[n - 1] + lens[n - 1] <= len);
  }
  return 0;
}
