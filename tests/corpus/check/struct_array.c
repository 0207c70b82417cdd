/* An array of structs holding arrays, walked with a pointer. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

struct rec {
  int key;
  int vals[2];
};

struct rec recs[3] = {{1, {2, 3}}, {4, {5, 6}}, {7, {8, 9}}};

int main(void) {
  int total = 0;
  for (struct rec *r = recs; r < recs + 3; r++)
    total += r->key + r->vals[1];
  assert(total == 30); // expect: holds
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 3);
  struct rec *sel = &recs[k];
  sel->vals[0] = -sel->key;
  assert(recs[k].vals[0] < 0); // expect: holds
  assert(sel - recs == k); // expect: holds
  int *v = &sel->vals[1];
  *v += 1;
  assert(recs[1].vals[1] != 7); // expect: fails witness=1
  return 0;
}
