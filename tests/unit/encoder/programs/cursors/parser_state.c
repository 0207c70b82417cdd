/* A header-line scanner whose state is one struct of more than 128 bytes, as parsers keep it
   (http_headers.c's parser: cursor, end, the name and value seen, a count): the cursor and the
   end are members, loaded and stored at every step. gcc 12 -fsanitize=address,undefined:
   safe (benchmarks/scaling_truth.py: every input of 1 and 2 bytes, 20,000 random ones of 6). */
#include <assert.h>
#include <stddef.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 6
#endif

struct scanner {
  const char *p, *end;
  char name[64];
  char value[80];
  int colons, lines;
};

static int step(struct scanner *s) {
  if (s->p >= s->end) return 0;
  char c = *s->p++;
  if (c == ':') s->colons++;
  else if (c == '\n') s->lines++;
  else if (s->colons == 0 && c >= 'a' && c <= 'z') s->name[0] = c;
  return 1;
}

int main(void) {
  char buf[N];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_char();
  struct scanner s = {buf, buf + N, {0}, {0}, 0, 0};
  while (step(&s)) {
  }
  assert(s.colons + s.lines <= N);
  assert(s.p == s.end);
  return 0;
}
