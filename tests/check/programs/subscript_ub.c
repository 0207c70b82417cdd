/* Subscripts out of an inner array's range but inside the object: undefined (C11 J.2), and
 * gcc's -fsanitize=bounds stops each run at its subscript. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

struct header { char tag[4]; int length; };

int main(void) {
  int b = __VERIFIER_nondet_int();
  if (b < -3 || b > 3) return 0;
  int m[2][2] = { { 1, b }, { 3, 4 } };
  struct header h = { { 'a', 'b', 'c', 'd' }, 7 };
  int v = 0;
  if (b >= 0) {
    v = m[0][b];            /* b = 2, 3: inside m, outside m[0] */
  }
  if (b < 0) {
    h.tag[-b + 1] = 'x';    /* b = -3: tag[4] is h.length's first byte */
  }
  assert(v != 3);
  assert(h.length == 7);
  return 0;
}
