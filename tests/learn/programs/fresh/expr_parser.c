// oracle-file: domain=0:3 loop-bound=4
/* A recursive-descent parser and evaluator for sums of one-digit numbers over a nondet token
 * stream of at most four tokens (0 = end, 1 = digit '1', 2 = digit '2', 3 = '-'). Grammar:
 * expr := term ('-' term)* ; term := digit | '-' term. The evaluator keeps unsigned results
 * (a checksum that must not go negative); bug: `parse_term` accepts a unary minus, so
 * "-1" evaluates below zero. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

#define MAX_TOKENS 4

static int tokens[MAX_TOKENS + 1];
static int pos;

static int peek(void) { return tokens[pos]; }
static void advance(void) {
  if (pos < MAX_TOKENS) pos++;
}

static int parse_term(void) {
  int t = peek();
  if (t == 1 || t == 2) {
    advance();
    return t;
  }
  if (t == 3) { /* bug: unary minus accepted */
    advance();
    return -parse_term();
  }
  return 0;
}

static int parse_expr(void) {
  int value = parse_term();
  while (peek() == 3) {
    advance();
    int rhs = parse_term();
    value = value - rhs;
    if (value < 0) value = 0; /* saturating difference */
  }
  return value;
}

static void emit(int value) {
  assert(value >= 0); // oracle: alphabet=functions
}

int main(void) {
  for (int i = 0; i < MAX_TOKENS; i++) {
    tokens[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(tokens[i] >= 0 && tokens[i] <= 3);
  }
  tokens[MAX_TOKENS] = 0;
  pos = 0;
  emit(parse_expr());
  return 0;
}
