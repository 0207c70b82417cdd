// errlang-test: loop-bound=5
/* char arrays and string literals walked with a pointer (a hand-written strlen). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int my_strlen(const char *s) {
  const char *p = s;
  while (*p)
    p++;
  return (int)(p - s);
}

int main(void) {
  char word[] = "loop";
  char pair[3] = "xy";
  assert(my_strlen(word) == 4 && my_strlen(pair) == 2); // expect: holds
  assert(pair[1] == 'y' && pair[2] == '\0' && sizeof word == 5); // expect: holds
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < 4);
  word[i] = 0;
  assert(my_strlen(word) == i); // expect: holds
  assert(word[0] != 0); // expect: fails witness=0
  return 0;
}
