// probe: #pragma once, __has_include, __COUNTER__
// errlang: holds fails
// inputs: 0 | 5
#include <assert.h>
#include "inc/once.h"
#include "inc/once.h"
#if defined(__has_include)
#if __has_include(<stdint.h>)
#include <stdint.h>
#define HAVE_STDINT 1
#endif
#if __has_include("no/such/header.h")
#error no such header
#endif
#endif
extern int __VERIFIER_nondet_int(void);
enum { A = __COUNTER__, B = __COUNTER__ };
int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(once_value == 5 && HAVE_STDINT == 1 && B == A + 1);
  assert(x != once_value);
  return 0;
}
