/* long double (x87 80-bit) is refused; float and double are analysed. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  long double half = x / 2.0L; // expect-error: long double
  assert(half < 10);
  return 0;
}
