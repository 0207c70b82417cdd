/* An fnmatch-like glob matcher in the style of the small ones in build tools and ignore-file
   readers: `*`, `?`, bracket classes `[abc]`, `[a-z]`, `[!x]` (a `[` without its `]` is a
   literal), and `\` escaping the next character. Iterative, with the usual single backtrack
   point for the last `*` (the pattern and text positions to resume from), `while (*t)` over the
   text, and a helper that matches one bracket class and returns where the class ends.

   The harness (written for issue 30, tenth session) takes the pattern from N nondeterministic
   characters, NUL-terminated, as a line of an ignore file, and matches it against the fixed
   name "src/main.c". It checks two things every glob matcher must satisfy. A pattern with no
   special characters matches exactly when it equals the name. A pattern of one or more stars
   and nothing else matches.
   Ground truth: safe (benchmarks/scaling_truth.py, gcc -fsanitize=address,undefined).
   -DBUG drops the test that a range's upper end is not the pattern's NUL, a slip such
   matchers have had: a class cut after "[a-" steps over the terminating NUL and reads past the
   pattern (gcc -fsanitize=address: stack-buffer-overflow in match_class, from 3 bytes). */
#include <assert.h>
#include <string.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif

/* Matches c against the class starting after '['; returns the position after ']' and sets
   *hit, or NULL when the class has no ']' (then '[' is an ordinary character). */
static const char *match_class(const char *p, char c, int *hit) {
  int negate = 0, found = 0;
  if (*p == '!' || *p == '^') {
    negate = 1;
    p++;
  }
  const char *start = p;
  while (*p && (*p != ']' || p == start)) {
    char lo = *p, hi = *p;
#ifdef BUG
    if (p[1] == '-' && p[2] != ']') {
#else
    if (p[1] == '-' && p[2] && p[2] != ']') {
#endif
      hi = p[2];
      p += 2;
    }
    if (lo <= c && c <= hi) found = 1;
    p++;
  }
  if (*p != ']') return 0;
  *hit = found != negate;
  return p + 1;
}

static int glob_match(const char *pat, const char *text) {
  const char *p = pat, *t = text;
  const char *star_p = 0, *star_t = 0;
  while (*t) {
    const char *next = 0;
    int hit;
    switch (*p) {
    case '*':
      star_p = ++p;
      star_t = t;
      continue;
    case '?':
      next = p + 1;
      break;
    case '[':
      next = match_class(p + 1, *t, &hit);
      if (next == 0) next = *t == '[' ? p + 1 : 0; /* a literal '[' */
      else if (!hit) next = 0;
      break;
    case '\\':
      if (p[1] == '\0') return 0;
      next = p[1] == *t ? p + 2 : 0;
      break;
    case '\0':
      break;
    default:
      next = *p == *t ? p + 1 : 0;
      break;
    }
    if (next) {
      p = next;
      t++;
      continue;
    }
    if (star_p == 0) return 0;
    p = star_p;
    t = ++star_t;
  }
  while (*p == '*') p++;
  return *p == '\0';
}

int main(void) {
  char pat[N + 1];
  for (int i = 0; i < N; i++) pat[i] = __VERIFIER_nondet_char();
  pat[N] = 0;
  int special = 0, stars = pat[0] != '\0';
  for (const char *q = pat; *q; q++) {
    if (*q == '*' || *q == '?' || *q == '[' || *q == '\\') special = 1;
    if (*q != '*') stars = 0;
  }
  const char *name = "src/main.c";
  int m = glob_match(pat, name);
  if (!special) assert(m == (strcmp(pat, name) == 0));
  if (stars) assert(m);
  return 0;
}
