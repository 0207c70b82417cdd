// probe: __attribute__((constructor/destructor)): run before and after main, in gcc's order
// errlang: fails fails holds fails
// inputs: 0 | 1 | 2 | 3 | 7 | -1
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
static int trace, ready, last;
static void check_trace(void) { assert(trace == 12340); assert(last != 3); }
__attribute__((constructor)) static void third(void) { trace = trace * 10 + 3; }
__attribute__((constructor(200))) static void second(void) { trace = trace * 10 + 2; }
static void first(void) __attribute__((constructor(101)));
static void first(void) { trace = trace * 10 + 1; ready = 1; }
static void __attribute__((constructor)) fourth(void) { trace = trace * 10 + 4; }
__attribute__((destructor)) static void done(void) { trace = trace * 10; check_trace(); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  last = n;
  assert(ready && trace == 1234);
  if (n == 3) exit(n);
  trace += n == 1;
  assert(n != 2);
  return n;
}
