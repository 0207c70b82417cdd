/* An array member of a block's struct decays to a pointer kept past the block. */
#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
struct msg { int len; char text[8]; };
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  char *t = 0;
  {
    struct msg m;
    m.len = n;
    memset(m.text, 'a' + n, sizeof m.text);
    t = m.text;
  }
  int c = 0;
  if (n > 1) c = t[0];
  assert(c != 'b');
  return 0;
}
