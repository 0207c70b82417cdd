/* toupper/tolower of a negative char (engineer K, ninth session): C calls it undefined, but
 * glibc's tables take -128..-2 and give the unsigned char's value back (toupper(-50) == 206),
 * with no sanitizer report. errlang's model gave c itself, so this assertion was said to FAIL
 * with a = -1 on a run gcc passes. */
#include <assert.h>
#include <ctype.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a < -3 || a > 3) return 0;
  char c = (char)(a * 50);
  int r = isdigit(c) + isalpha(c) * 2 + (toupper(c) == c) * 4 + isspace(c) * 8;
  assert(r != 4 || a >= 0);
  assert(tolower(c) != 206);  /* fails: a = -1 */
  return 0;
}
