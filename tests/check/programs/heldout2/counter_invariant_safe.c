/* SV-COMP style loop with an invariant: two counters moved together by a nondeterministic
 * number of steps of two kinds keep x == 2*y + 3*z. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "counter_invariant_safe.c", 4, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
void __VERIFIER_assert(int cond)
{
  if (!(cond)) {
  ERROR: {
    reach_error();
    abort();
  }
  }
}

int main()
{
  unsigned int x = 0, y = 0, z = 0;
  unsigned int n = __VERIFIER_nondet_uint();
  if (n > 50)
    return 0;
  for (unsigned int i = 0; i < n; i++) {
    if (__VERIFIER_nondet_bool()) {
      x += 2;
      y++;
    } else {
      x += 3;
      z++;
    }
  }
  __VERIFIER_assert(x == 2 * y + 3 * z);
  __VERIFIER_assert(y + z == n);
  return 0;
}
