/* The inputs of a dialect probe compiled by gcc (test_gnu_dialect.py):
 * each __VERIFIER_nondet_* call returns the next number of PROBE_INPUTS (0 after the last). */
#include <stdlib.h>
static const char *next_input;
static long input(void) {
  if (next_input == 0) next_input = getenv("PROBE_INPUTS");
  if (next_input == 0 || *next_input == 0) return 0;
  char *end;
  long value = strtol(next_input, &end, 0);
  next_input = end;
  return value;
}
int __VERIFIER_nondet_int(void) { return (int)input(); }
unsigned char __VERIFIER_nondet_uchar(void) { return (unsigned char)input(); }
long __VERIFIER_nondet_long(void) { return input(); }
