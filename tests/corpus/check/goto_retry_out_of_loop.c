// errlang-test: loop-bound=2
/* A retry goto out of a loop to before it (the eighth session's construct differential):
   each lap met the state of the lap before where the paths merge, and the goto's lap count
   fell back to the smaller, so the encoding never ended ("unknown: while encoding"). gcc:
   fails with b = 1 (n = 2 after one retry). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int b = __VERIFIER_nondet_int();
  int n = 0;
retry:
  n++;
  for (int i = 0; i < 2; i++) {
    if (b && n < 2)
      goto retry;
  }
  assert(n != 2); // expect: fails witness=1
  assert(n == 1 || b); // expect: holds
  return 0;
}
