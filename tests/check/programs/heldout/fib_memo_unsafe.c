/* Memoised Fibonacci in a static table: fib(7) is 13. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "fib_memo.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

static long memo[16];

long fib(int n)
{
  if (n < 2)
    return n;
  if (memo[n] != 0)
    return memo[n];
  memo[n] = fib(n - 1) + fib(n - 2);
  return memo[n];
}

int main(void)
{
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10)
    return 0;
  long f = fib(n);
  __VERIFIER_assert(f >= 0);
  __VERIFIER_assert(f != 13);
  return 0;
}
