/* A statement-expression macro's value is the address of its own buffer, subscripted at once:
 * the buffer's block has ended when the subscript reads it (a temporary of errlang's lowering
 * carries the address out of the block; gcc: stack-use-after-scope). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
#define DIGITS(v) ({ char _b[4]; _b[0] = (char)('0' + (v) % 10); _b[1] = 0; _b; })
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  int c = 0;
  if (n == 2) c = DIGITS(n)[0];
  assert(c != '2');
  return 0;
}
