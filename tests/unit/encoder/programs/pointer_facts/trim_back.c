/* (tests/unit/encoder/programs/pointer_facts, eleventh session, engineer U) A backwards trim: strip trailing blanks and a trailing CR from a line, then strip leading
   blanks; the kept part must lie inside the input. */
#include <assert.h>
#include <stddef.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif
static size_t trim(const char *s, size_t len, size_t *start) {
  const char *b = s, *e = s + len;
  while (e > b && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r')) e--;
  while (b < e && (*b == ' ' || *b == '\t')) b++;
  *start = (size_t)(b - s);
  return (size_t)(e - b);
}
int main(void) {
  char buf[N];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_char();
  size_t start;
  size_t n = trim(buf, N, &start);
  assert(start + n <= N);
  if (n > 0) assert(buf[start] != ' ' && buf[start + n - 1] != ' ');
  return 0;
}
