// probe: __builtin_choose_expr(c, e1, e2): e1 or e2 by a constant c, the other not evaluated, the chosen one's type
// errlang: holds holds holds fails
// inputs: 0 | 1 | 5 | 7 | -3 | 100
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static int calls;
static int f4(int x) { calls++; return x + 4; }
static int f8(long x) { calls += 10; return (int)x + 8; }
#define PICK(x) __builtin_choose_expr(sizeof(x) == 4, f4(x), f8(x))
#define BITS 3
int main(void) {
  int n = __VERIFIER_nondet_int();
  long l = n;
  int a = PICK(n);
  int b = PICK(l);
  assert(calls == 11 && a == n + 4 && b == n + 8);
  /* the chosen operand's type: char, not the double of ?: */
  assert(sizeof(__builtin_choose_expr(1, (char)n, 0.5)) == 1);
  int r = __builtin_choose_expr(BITS > 2 && BITS < 8, n % 8, n / 0);
  assert(r > -8 && r < 8);
  assert(r != 5);
  return 0;
}
