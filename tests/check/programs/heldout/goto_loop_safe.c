/* A loop written with goto, as generated code does: the sum of 1..n. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "goto_loop.c", 3, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void)
{
  unsigned int n = __VERIFIER_nondet_uint();
  unsigned int i = 0, sum = 0;
  if (n > 12)
    goto out;
loop:
  if (i >= n)
    goto done;
  i++;
  sum += i;
  goto loop;
done:
  if (2 * sum != n * (n + 1))
    goto error;
out:
  return 0;
error:
  reach_error();
  return 1;
}
