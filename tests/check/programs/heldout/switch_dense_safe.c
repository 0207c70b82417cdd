/* A table-like switch with ranges of cases, defaults and a loop over a small input word. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "switch_dense.c", 3, "reach_error"); }
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

enum cls { DIGIT, UPPER, LOWER, SPACE, OTHER };

static enum cls classify(char c)
{
  switch (c) {
  case '0': case '1': case '2': case '3': case '4':
  case '5': case '6': case '7': case '8': case '9':
    return DIGIT;
  case ' ': case '\t': case '\n':
    return SPACE;
  default:
    if (c >= 'A' && c <= 'Z')
      return UPPER;
    if (c >= 'a' && c <= 'z')
      return LOWER;
    return OTHER;
  }
}

int main(void)
{
  int counts[5] = { 0 };
  int i;
  for (i = 0; i < 4; i++) {
    char c = __VERIFIER_nondet_char();
    enum cls k = classify(c);
    counts[k]++;
    if (k == DIGIT)
      __VERIFIER_assert(c - '0' >= 0 && c - '0' <= 9);
  }
  __VERIFIER_assert(counts[DIGIT] + counts[UPPER] + counts[LOWER] + counts[SPACE] + counts[OTHER] == 4);
  return 0;
}
