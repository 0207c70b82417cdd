/* Found by hand-written probes (engineer K, seventh session): the declarators of one struct
 * definition (`struct T { ... } x, y;`, also anonymous, at file or block scope) share its AST
 * node, and each was given a type of its own: `y = x` was refused as "cannot assign struct T
 * to struct T" and every assertion of the program was unknown. Now one type per definition
 * (ir/typeenv.TypeEnv.defined). gcc: a = 2 fails the third assertion only. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct T { int a; char n; } gx, gy;

int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a < -3 || a > 3) return 0;
  gx.a = a; gx.n = 'q';
  gy = gx;
  assert(gy.a == a && gy.n == 'q'); // expect: holds
  struct U { long l; int v[2]; } x = { a, { 1, a } }, y, *py = &y;
  *py = x;
  y.v[0] += x.v[1];
  assert(y.l + y.v[0] == 2 * a + 1); // expect: holds
  struct { short h; } p = { (short)(a * 3) }, q;
  q = p;
  assert(q.h != 6); // expect: fails witness=2
  return 0;
}
