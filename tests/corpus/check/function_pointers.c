/* Calls through function pointers: a table of handlers indexed by a nondet opcode, a callback
 * passed as a parameter, (*fp)() and fp() forms. errlang dispatches a call over the
 * address-taken functions of the pointer's type. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

static int inc(int v) { return v + 1; }
static int twice(int v) { return 2 * v; }
static int negate(int v) { return -v; }
static void reset(int *p) { *p = 0; }

typedef int (*unary_op)(int);

static int apply_n(unary_op f, int x, int n) {
  for (int i = 0; i < n; i++)
    x = (*f)(x);
  return x;
}

int main(void) {
  unary_op table[3] = {inc, &twice, negate};
  void (*clear)(int *) = reset;
  int op = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  if (op < 0 || op > 2 || x < -100 || x > 100)
    return 0;
  int once = table[op](x);
  assert(once != x || x == 0); // expect: holds
  int thrice = apply_n(table[op], x, 3);
  assert(op != 2 || thrice == -x); // expect: holds
  assert(thrice != 24); // expect: fails witness=1,3
  clear(&x);
  assert(x == 0); // expect: holds
  return 0;
}
