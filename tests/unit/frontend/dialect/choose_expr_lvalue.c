// probe: __builtin_choose_expr as an lvalue (assigned, incremented, its address and a member taken)
// errlang: holds holds fails
// inputs: 0 | 1 | 2 | 5 | -1
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct pair { int a; char b; };
int main(void) {
  int x = __VERIFIER_nondet_int();
  int i = 0;
  long l = 0;
  struct pair p = {0, 0}, q = {0, 0};
  __builtin_choose_expr(sizeof(int) == 4, i, l) = x;        /* i = x; l untouched */
  __builtin_choose_expr(0, i, l)++;                         /* l++ */
  int *pi = &__builtin_choose_expr(1, i, l);
  __builtin_choose_expr(sizeof(p) == 8, p, q).a = 7;        /* p.a = 7 */
  __builtin_choose_expr(1, __builtin_choose_expr(0, q, p), q).b = 2; /* p.b = 2 */
  assert(*pi == x && l == 1 && sizeof(__builtin_choose_expr(0, i, l)) == sizeof(long));
  assert(p.a == 7 && p.b == 2 && q.a == 0 && q.b == 0);
  assert(i != 5);
  return 0;
}
