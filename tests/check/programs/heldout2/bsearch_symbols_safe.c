/* bsearch over a sorted const table of keywords with a string comparator: every keyword is
 * found at its own index, and a non-keyword is not found. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

static const char *const keywords[] = {"break", "case", "char", "else", "for", "if", "int", "while"};
#define NKW (sizeof keywords / sizeof keywords[0])

static int cmp_kw(const void *key, const void *elem)
{
  return strcmp((const char *)key, *(const char *const *)elem);
}

static int keyword_index(const char *word)
{
  const char *const *p = bsearch(word, keywords, NKW, sizeof keywords[0], cmp_kw);
  return p ? (int)(p - keywords) : -1;
}

int main(void)
{
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k >= (int)NKW)
    return 0;
  assert(keyword_index(keywords[k]) == k);
  assert(keyword_index("goto") == -1);
  return 0;
}
