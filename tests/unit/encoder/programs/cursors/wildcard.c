/* A wildcard matcher in the style of the ones in shells' and servers' access lists: the
   pattern is fixed ("*.c?g*x"), the text comes from the input, NUL-terminated. Iterative
   with the classic single backtrack point (the last '*': resume the pattern after it and the
   text one further), the positions kept as pointers, and a helper that compares one
   character case-insensitively. The harness checks what any matcher must give: a text that
   matches still matches with an "x" appended (the last star takes the old last x), on the
   two texts every run builds (the input, and the input with "x" appended), and "*" matches
   every text. Ground truth (gcc 12 -O0 -fsanitize=address,undefined, scaling_truth.py: every
   input of 1 and 2 bytes, 20,000 random ones of 4 and 8): safe. */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif

static int same_char(char a, char b) {
  if (a >= 'A' && a <= 'Z') a = (char)(a - 'A' + 'a');
  if (b >= 'A' && b <= 'Z') b = (char)(b - 'A' + 'a');
  return a == b;
}

static int wild_match(const char *pat, const char *text) {
  const char *p = pat, *t = text, *back_p = 0, *back_t = 0;
  while (*t) {
    if (*p == '*') {
      back_p = ++p;
      back_t = t;
    } else if (*p && (*p == '?' || same_char(*p, *t))) {
      p++;
      t++;
    } else if (back_p) {
      p = back_p;
      t = ++back_t;
    } else {
      return 0;
    }
  }
  while (*p == '*') p++;
  return *p == 0;
}

int main(void) {
  char text[N + 2];
  int i;
  for (i = 0; i < N; i++) text[i] = __VERIFIER_nondet_char();
  text[N] = 0;
  text[N + 1] = 0;
  int m = wild_match("*.c?g*x", text);
  int len = 0;
  while (text[len]) len++;
  text[len] = 'x';
  text[len + 1] = 0;
  int mx = wild_match("*.c?g*x", text);
  assert(!m || mx); /* a match still matches with one more x: the last * takes it */
  assert(wild_match("*", text));
  return 0;
}
