/* An HTTP Cookie header parser in the style of web servers' request parsers: "name=value;
   name2=value2", optional white space before each pair, a pair without '=' skipped to the next
   ';'. Two helpers advance the caller's index through a pointer (skip_ows, scan_token), the
   caller's loop calls them three or four times a pair. The harness asserts the longest pair
   fits the header and the pairs are at most (N + 1) / 3. With -DBUG the separator test reads
   s[i] before checking i < len: one past the header when a value ends it (gcc
   -fsanitize=address: "a=b"). Safe without BUG (checked with gcc -fsanitize=address,undefined,
   1,000 random 8-byte inputs, half from the alphabet "a=; "). Written for issue 30 after the
   engine work of docs/benchmarks-scaling.md section 8, not tuned to. */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif

static void skip_ows(const char *s, int len, int *i) {
  while (*i < len && (s[*i] == ' ' || s[*i] == '\t')) (*i)++;
}

static int scan_token(const char *s, int len, int *i, char stop) {
  int start = *i;
  while (*i < len && s[*i] != stop && s[*i] != ';') (*i)++;
  return *i - start;
}

static int parse_cookies(const char *s, int len, int *longest) {
  int i = 0, count = 0, best = 0;
  while (i < len) {
    skip_ows(s, len, &i);
    int name = scan_token(s, len, &i, '=');
    if (i >= len || s[i] != '=') {
      scan_token(s, len, &i, ';');
      if (i < len) i++;
      continue;
    }
    i++;
    int value = scan_token(s, len, &i, ';');
    if (name > 0) {
      count++;
      if (name + value > best) best = name + value;
    }
#ifdef BUG
    if (s[i] == ';') i++;
#else
    if (i < len && s[i] == ';') i++;
#endif
  }
  *longest = best;
  return count;
}

int main(void) {
  char s[N];
  for (int i = 0; i < N; i++) s[i] = __VERIFIER_nondet_char();
  int longest = 0;
  int pairs = parse_cookies(s, N, &longest);
  assert(longest <= N - 1);
  assert(pairs <= (N + 1) / 3);
  return 0;
}
