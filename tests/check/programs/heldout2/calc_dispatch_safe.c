/* A calculator with a dispatch table of function pointers; division and remainder are
 * guarded, so no operation divides by zero or overflows INT_MIN / -1. */
#include <assert.h>
#include <limits.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

typedef int (*binop)(int, int, int *);

static int op_add(int a, int b, int *ok) { *ok = 1; return a + b; }
static int op_sub(int a, int b, int *ok) { *ok = 1; return a - b; }
static int op_div(int a, int b, int *ok)
{
  *ok = b != 0 && !(a == INT_MIN && b == -1);
  return *ok ? a / b : 0;
}
static int op_mod(int a, int b, int *ok)
{
  *ok = b != 0 && !(a == INT_MIN && b == -1);
  return *ok ? a % b : 0;
}

static const struct {
  char sym;
  binop fn;
} table[] = {{'+', op_add}, {'-', op_sub}, {'/', op_div}, {'%', op_mod}};

static binop lookup(char sym)
{
  for (unsigned i = 0; i < sizeof table / sizeof table[0]; i++)
    if (table[i].sym == sym)
      return table[i].fn;
  return 0;
}

int main(void)
{
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a > -10000 && a < 10000 && b > -10000 && b < 10000);
  const char *ops = "+-/%?";
  int sel = __VERIFIER_nondet_int();
  __VERIFIER_assume(sel >= 0 && sel < 5);
  binop f = lookup(ops[sel]);
  if (!f)
    return 0;
  int ok;
  int r = f(a, b, &ok);
  if (ok && ops[sel] == '/')
    assert(r * b + a % b == a);
  if (ok && ops[sel] == '+')
    assert(r - b == a);
  return 0;
}
