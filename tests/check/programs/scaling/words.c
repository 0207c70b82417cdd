/* A word splitter over a NUL-terminated string of 6 bytes: an outer loop over the string, an
   inner loop skipping spaces and one scanning a word, both advancing the outer loop's index (a
   loop nest counted together, encoder/loop_nests.py). gcc -fsanitize=address,undefined over
   every string of ' ', 'a' and NUL (729): the first assertion never fails, the second fails on
   8 of them ("a a a ", ...). */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
int main(void) {
  char s[7];
  for (int i = 0; i < 6; i++) s[i] = __VERIFIER_nondet_char();
  s[6] = 0;
  int i = 0, words = 0, longest = 0;
  while (s[i]) {
    while (s[i] == ' ') i++;
    int start = i;
    while (s[i] && s[i] != ' ') i++;
    if (i > start) { words++; if (i - start > longest) longest = i - start; }
  }
  assert(longest < 6 || words == 1);
  assert(words < 3);
  return 0;
}
