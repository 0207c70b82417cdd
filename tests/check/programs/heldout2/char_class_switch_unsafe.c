/* Classifying characters with a switch of case ranges (gcc's `case 'a' ... 'z'`), a shared
 * default in the middle and fallthrough: the classifier forgets that '_' starts identifiers. */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);

enum cls { C_SPACE, C_DIGIT, C_IDENT, C_PUNCT, C_OTHER };

static enum cls classify(char c)
{
  switch (c) {
  case ' ':
  case '\t':
  case '\n':
    return C_SPACE;
  case '0' ... '9':
    return C_DIGIT;
  default:
    if ((unsigned char)c >= 0x80)
      return C_OTHER;
    /* fall through */
  case '!' ... '/':
    return C_PUNCT;
  case 'a' ... 'z':
  case 'A' ... 'Z':
    return C_IDENT;
  }
}

static int is_ident_start(char c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

int main(void)
{
  char c = __VERIFIER_nondet_char();
  enum cls k = classify(c);
  if (is_ident_start(c))
    assert(k == C_IDENT);
  if (c >= '0' && c <= '9')
    assert(k == C_DIGIT);
  return 0;
}
