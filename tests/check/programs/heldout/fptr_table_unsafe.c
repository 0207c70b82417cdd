/* An operator table of function pointers; subtraction breaks monotonicity. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "fptr_table.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

typedef int (*binop)(int, int);

static int op_add(int a, int b) { return a + b; }
static int op_max(int a, int b) { return a > b ? a : b; }
static int op_sub(int a, int b) { return a - b; }

static const binop ops[] = { op_add, op_max, op_sub };

int main(void)
{
  int k = __VERIFIER_nondet_int();
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < (int)(sizeof ops / sizeof ops[0]));
  __VERIFIER_assume(a >= 0 && a <= 1000 && b >= 0 && b <= 1000);
  int r = ops[k](a, b);
  __VERIFIER_assert(r >= a);
  return 0;
}
