/* A retry loop written with backward goto and a bounded attempt counter; the operation
 * succeeds on the attempt chosen by the input, and the result records the attempts made. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

static int attempt(int n, int succeed_at) { return n >= succeed_at; }

int main(void)
{
  int succeed_at = __VERIFIER_nondet_int();
  if (succeed_at < 0 || succeed_at > 6)
    return 0;
  int tries = 0;
  int ok = 0;
retry:
  tries++;
  if (!attempt(tries, succeed_at)) {
    if (tries < 5)
      goto retry;
    goto done;
  }
  ok = 1;
done:
  if (ok)
    assert(tries == (succeed_at > 1 ? succeed_at : 1));
  else
    assert(tries == 5 && succeed_at == 6);
  return 0;
}
