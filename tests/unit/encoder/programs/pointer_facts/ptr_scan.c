/* (tests/unit/encoder/programs/pointer_facts, eleventh session, engineer U) A pointer-pair tokenizer: words separated by blanks, counted; digits summed. */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif
static const char *skip_blank(const char *p, const char *end) {
  while (p < end && (*p == ' ' || *p == '\t')) p++;
  return p;
}
static const char *word_end(const char *p, const char *end) {
  while (p != end && *p != ' ' && *p != '\t') p++;
  return p;
}
int main(void) {
  char buf[N];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_char();
  const char *p = buf, *end = buf + N;
  int words = 0, digits = 0;
  while (p < end) {
    p = skip_blank(p, end);
    if (p == end) break;
    const char *w = p;
    p = word_end(p, end);
    for (const char *q = w; q < p; q++)
      if (*q >= '0' && *q <= '9') digits++;
    words++;
  }
  assert(words <= (N + 1) / 2);
  assert(digits <= N);
  return 0;
}
