/* Library functions from errlang's C models: <string.h>, <ctype.h> and <stdlib.h>, on a buffer
 * filled with nondet characters. The strchr claim forgets that the word may hold a '!' itself. */
#include <assert.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
extern char __VERIFIER_nondet_char(void);

int main(void) {
  char word[4];
  for (int i = 0; i < 3; i++)
    word[i] = __VERIFIER_nondet_char();
  word[3] = 0;
  char copy[8];
  strcpy(copy, word);
  assert(strcmp(copy, word) == 0); // expect: holds
  assert(strlen(copy) <= 3); // expect: holds
  strcat(copy, "!");
  assert(strchr(copy, '!') == copy + strlen(word)); // expect: fails witness=49,33,0
  memmove(copy + 1, copy, 2);
  assert(memcmp(copy + 1, word, 2) == 0 || strlen(word) < 2); // expect: holds
  printf("%s\n", copy);
  assert(toupper('q') == 'Q' && isdigit('7') && !isalpha('7') && abs(-4) == 4); // expect: holds
  if (isdigit(word[0]) && isdigit(word[1]) && word[2] == 0)
    assert(atoi(word) != 42); // expect: fails witness=52,50,0
  assert(strtol("-0x1f", 0, 0) == -31); // expect: holds
  return 0;
}
