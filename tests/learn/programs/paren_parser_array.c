// oracle-file: domain=0:3 loop-bound=3 slow
/* The parser of paren_parser.c over a global array of three tokens, with a `while` loop for
 * `expr := term ('+' term)*`, `term := 'x' | '(' expr ')'`: mutual recursion, loops inside it
 * and reads at a symbolic index. `term` does not check the closing parenthesis. "(((" nests
 * `expr` four times, beyond the bound, without failing. Slow (about two minutes). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

enum { X, OPEN, CLOSE, PLUS, END };

static int tokens[4];
static int pos;

static int expr(void);

static int term(void) {
  if (tokens[pos] == X) {
    pos++;
    return 1;
  }
  if (tokens[pos] == OPEN) {
    pos++;
    if (!expr())
      return 0;
    if (tokens[pos] == CLOSE)
      pos++;
    return 1;
  }
  return 0;
}

static int expr(void) {
  if (!term())
    return 0;
  while (tokens[pos] == PLUS) {
    pos++;
    if (!term())
      return 0;
  }
  return 1;
}

static int balanced(void) {
  int depth = 0;
  for (int i = 0; i < 3; i++) {
    if (tokens[i] == OPEN)
      depth++;
    if (tokens[i] == CLOSE)
      depth--;
  }
  return depth == 0;
}

int main(void) {
  for (int i = 0; i < 3; i++) {
    tokens[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(tokens[i] >= X && tokens[i] <= PLUS);
  }
  tokens[3] = END;
  int ok = expr() && tokens[pos] == END;
  assert(!ok || balanced()); // oracle: alphabet=functions
  return 0;
}
