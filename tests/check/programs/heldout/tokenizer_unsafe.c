/* A hand-written word counter against a reference one: the hand-written one counts a
 * trailing separator as a word. */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);

static int is_sep(char c) { return c == ' ' || c == ','; }

static int count_words(const char *s)
{
  int words = 0, in_word = 0;
  for (; *s; s++) {
    if (is_sep(*s)) {
      if (in_word || s[1] == '\0')
        words++;
      in_word = 0;
    } else {
      in_word = 1;
    }
  }
  return words + in_word;
}

static int count_words_ref(const char *s)
{
  int words = 0;
  while (*s) {
    while (*s && is_sep(*s))
      s++;
    if (*s)
      words++;
    while (*s && !is_sep(*s))
      s++;
  }
  return words;
}

int main(void)
{
  char text[4];
  int i;
  for (i = 0; i < 3; i++) {
    char c = __VERIFIER_nondet_char();
    text[i] = (c == ' ' || c == ',') ? c : 'w';
  }
  text[3] = '\0';
  int n = count_words(text);
  assert(n == count_words_ref(text));
  return 0;
}
