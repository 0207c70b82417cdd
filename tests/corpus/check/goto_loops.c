// errlang-test: loop-bound=4
/* goto out of a nested loop, and a backward goto that forms a loop. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int m[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
  int target = __VERIFIER_nondet_int();
  int fr = -1, fc = -1;
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 3; c++)
      if (m[r][c] == target) {
        fr = r;
        fc = c;
        goto found;
      }
  assert(target < 1 || target > 9); // expect: holds
  goto done;
found:
  assert(m[fr][fc] == target); // expect: holds
  assert(fr * 3 + fc + 1 == target); // expect: holds
  assert(target != 8); // expect: fails witness=8
done:;
  int k = 0;
again:
  k++;
  if (k < 3)
    goto again;
  assert(k == 3); // expect: holds
  return 0;
}
