/* A pointer to a loop body's buffer kept past the loop (C11 6.2.4p6: the buffer's life ends
 * with each iteration; gcc's ASan: stack-use-after-scope at the read after the loop). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  const char *last = 0;
  for (int i = 0; i < n; i++) {
    char word[4];
    word[0] = (char)('a' + i);
    word[1] = 0;
    last = word;
  }
  if (last) {
    char c = last[0];
    assert(c != 'c');
  }
  return 0;
}
