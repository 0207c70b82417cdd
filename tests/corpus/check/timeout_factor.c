// errlang-test: timeout=1
/* Factoring a 62-bit semiprime with 64-bit multiplication: the solver cannot finish in 1 s.
 * The assertion really fails (the witness is the two primes), but errlang must say unknown. */
#include <assert.h>
extern unsigned long __VERIFIER_nondet_ulong(void);

int main(void) {
  unsigned long p = __VERIFIER_nondet_ulong();
  unsigned long q = __VERIFIER_nondet_ulong();
  if (p > 1 && q > 1 && p < 4294967296UL && q < 4294967296UL) {
    assert(p * q != 4611685846628697223UL); // expect: unknown witness=2147483629,2147483587
  }
  return 0;
}
