/* va_start in a function without '...' is refused (gcc rejects it too); variadic definitions
 * themselves are supported (check/variadic_*.c). */
#include <assert.h>
#include <stdarg.h>
extern int __VERIFIER_nondet_int(void);

int first(int n) {
  va_list ap;
  va_start(ap, n); // expect-error: (?i)va_start.*\.\.\.
  int v = va_arg(ap, int);
  va_end(ap);
  return v;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(first(x) != 3);
  return 0;
}
