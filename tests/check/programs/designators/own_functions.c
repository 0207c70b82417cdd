/* Own functions and libc ones in one table, chosen by an input (issue 28 item 2). */
#include <assert.h>
#include <ctype.h>
extern int nondet_int(void);
static int shout(int c) { return c == 'a' ? 'A' : c; }
static int (*const conv[3])(int) = { toupper, tolower, shout };
int main(void) {
  int i = nondet_int();
  if (i < 0 || i > 2) return 0;
  int r = conv[i]('a');
  assert(r == 'A' || r == 'a');      /* holds */
  assert(r != 'a');                  /* fails for i == 1 */
  return 0;
}
