// errlang-test: loop-bound=6
/* 2-D arrays: walked through an int pointer, through a pointer to a row, nested loops. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int grid[2][3];

int main(void) {
  int *p = &grid[0][0];
  for (int k = 0; k < 6; k++)
    *(p + k) = k;
  assert(grid[1][0] == 3 && grid[1][2] == 5); // expect: holds
  int(*row)[3] = grid;
  row++;
  assert((*row)[1] == 4); // expect: holds
  int r = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  __VERIFIER_assume(r >= 0 && r < 2 && c >= 0 && c < 3);
  int *q = grid[r] + c;
  assert(q - p == r * 3 + c); // expect: holds
  assert(*q != 4); // expect: fails witness=1,1
  int local[3][2] = {{1, 2}, {3, 4}, {5, 6}};
  int total = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 2; j++)
      total += local[i][j];
  assert(total == 21); // expect: holds
  return 0;
}
