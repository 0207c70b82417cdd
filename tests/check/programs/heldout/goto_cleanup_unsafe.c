/* The goto-cleanup idiom; one error path skips a release. */
#include <stdlib.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "goto_cleanup.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

static int open_handles;

static int acquire(void)
{
  if (__VERIFIER_nondet_int())
    return -1;
  open_handles++;
  return open_handles;
}

static void release(int h)
{
  if (h > 0)
    open_handles--;
}

static int setup(void)
{
  int a, b, c;
  int err = -1;
  a = acquire();
  if (a < 0)
    goto out;
  b = acquire();
  if (b < 0)
    goto free_a;
  c = acquire();
  if (c < 0)
    goto free_a; /* bug: should be free_b */
  release(c);
  err = 0;
free_b:
  release(b);
free_a:
  release(a);
out:
  return err;
}

int main(void)
{
  open_handles = 0;
  setup();
  __VERIFIER_assert(open_handles == 0);
  return 0;
}
