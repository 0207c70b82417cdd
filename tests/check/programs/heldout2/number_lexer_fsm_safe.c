/* An enum-driven lexer state machine for signed decimal numbers with an optional fraction;
 * its integer part agrees with strtol on every accepted string. */
#include <assert.h>
#include <stdlib.h>
extern char __VERIFIER_nondet_char(void);

enum state { S_START, S_SIGN, S_INT, S_DOT, S_FRAC, S_ERR };

static enum state feed(enum state s, char c, long *acc, int *neg)
{
  int digit = c >= '0' && c <= '9';
  switch (s) {
  case S_START:
    if (c == '-') {
      *neg = 1;
      return S_SIGN;
    }
    /* fall through */
  case S_SIGN:
    if (digit) {
      *acc = c - '0';
      return S_INT;
    }
    return S_ERR;
  case S_INT:
    if (digit) {
      *acc = *acc * 10 + (c - '0');
      return S_INT;
    }
    if (c == '.')
      return S_DOT;
    return S_ERR;
  case S_DOT:
  case S_FRAC:
    return digit ? S_FRAC : S_ERR;
  default:
    return S_ERR;
  }
}

int main(void)
{
  char buf[6];
  for (int i = 0; i < 5; i++) {
    char c = __VERIFIER_nondet_char();
    buf[i] = (c == '-' || c == '.' || (c >= '0' && c <= '9')) ? c : '7';
  }
  buf[5] = '\0';
  enum state s = S_START;
  long acc = 0;
  int neg = 0;
  for (int i = 0; buf[i] && s != S_ERR; i++)
    s = feed(s, buf[i], &acc, &neg);
  if (s == S_INT || s == S_FRAC) {
    long v = neg ? -acc : acc;
    assert(strtol(buf, 0, 10) == v);
  }
  return 0;
}
