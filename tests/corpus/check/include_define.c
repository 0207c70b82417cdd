// errlang-test: args=-I inc -D LIMIT=7 -D FLAG
/* -I finds a user header; -D defines macros used by the program. */
#include <assert.h>
#include "corpus_config.h"
extern int __VERIFIER_nondet_int(void);
#ifndef FLAG
#error FLAG must be defined
#endif

int main(void) {
  range_t r = {0, LIMIT};
  int v = __VERIFIER_nondet_int();
  if (in_range(r, v)) {
    assert(v <= 7); // expect: holds
    assert(v != LIMIT); // expect: fails witness=7
  }
  return 0;
}
