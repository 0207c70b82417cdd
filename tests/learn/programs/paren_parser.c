// oracle-file: domain=0:3 loop-bound=3
/* Mutual recursion: a recursive-descent parser of `expr := term ['+' term]`,
 * `term := 'x' | '(' expr ')'` over three nondet tokens read on demand. `term` forgets to check
 * the closing parenthesis, so an unbalanced input can be accepted. The input "(((" nests `expr`
 * four times: beyond the loop bound, but that run does not fail the assertion. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

enum { X, OPEN, CLOSE, PLUS, END };

static int current, consumed, depth;

static void advance(void) {
  if (consumed == 3) {
    current = END;
    return;
  }
  current = __VERIFIER_nondet_int();
  __VERIFIER_assume(current >= X && current <= PLUS);
  consumed++;
  if (current == OPEN)
    depth++;
  if (current == CLOSE)
    depth--;
}

static int expr(void);

static int term(void) {
  if (current == X) {
    advance();
    return 1;
  }
  if (current == OPEN) {
    advance();
    if (!expr())
      return 0;
    if (current == CLOSE) /* bug: a missing ')' is not an error */
      advance();
    return 1;
  }
  return 0;
}

static int expr(void) {
  if (!term())
    return 0;
  if (current == PLUS) {
    advance();
    return term();
  }
  return 1;
}

int main(void) {
  advance();
  int ok = expr() && current == END;
  assert(!ok || depth == 0); // oracle: alphabet=functions
  return 0;
}
