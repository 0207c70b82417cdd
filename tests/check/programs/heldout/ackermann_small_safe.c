/* Ackermann's function on small arguments against its closed forms. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "ackermann_small.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

int ackermann(int m, int n)
{
  if (m == 0) {
    return n + 1;
  }
  if (n == 0) {
    return ackermann(m - 1, 1);
  }
  return ackermann(m - 1, ackermann(m, n - 1));
}

int main()
{
  int m = __VERIFIER_nondet_int();
  if (m < 0 || m > 1) {
    return 0;
  }
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) {
    return 0;
  }
  int result = ackermann(m, n);
  if (m == 0) {
    __VERIFIER_assert(result == n + 1);
  } else {
    __VERIFIER_assert(result == n + 2);
  }
  return 0;
}
