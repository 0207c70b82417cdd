/* A JSON-ish tokenizer in the style of single-header JSON tokenizers: one loop over the
   bytes, a switch per character, a token array of 4 (type, start, end). The harness feeds
   N nondeterministic bytes (NUL-terminated) and checks every token it got lies inside the
   input and is ordered. Safe. */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif
#define MAXTOK 4
enum { T_NONE, T_OBJ, T_ARR, T_STR, T_PRIM };
struct tok { int type; int start; int end; };

static int tokenize(const char *js, int len, struct tok *toks, int ntoks) {
  int pos = 0, next = 0;
  for (; pos < len && js[pos] != '\0'; pos++) {
    char c = js[pos];
    switch (c) {
    case '{': case '[':
      if (next >= ntoks) return -1;
      toks[next].type = c == '{' ? T_OBJ : T_ARR;
      toks[next].start = pos;
      toks[next].end = -1;
      next++;
      break;
    case '}': case ']':
      break;
    case '"': {
      int start = pos;
      pos++;
      while (pos < len && js[pos] != '\0' && js[pos] != '"') pos++;
      if (pos >= len || js[pos] != '"') return -2;
      if (next >= ntoks) return -1;
      toks[next].type = T_STR;
      toks[next].start = start + 1;
      toks[next].end = pos;
      next++;
      break;
    }
    case ' ': case '\t': case '\n': case ':': case ',':
      break;
    default:
      if (next >= ntoks) return -1;
      toks[next].type = T_PRIM;
      toks[next].start = pos;
      while (pos < len && js[pos] != '\0' && js[pos] != ',' && js[pos] != ' ' &&
             js[pos] != ']' && js[pos] != '}')
        pos++;
      toks[next].end = pos;
      next++;
      pos--;
      break;
    }
  }
  return next;
}

int main(void) {
  char buf[N + 1];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_char();
  buf[N] = '\0';
  struct tok toks[MAXTOK];
  int n = tokenize(buf, N, toks, MAXTOK);
  if (n > 0) {
    assert(n <= MAXTOK);
    assert(toks[n - 1].start <= N);
    assert(toks[n - 1].end <= N);
  }
  return 0;
}
