/* Variable-length 2-D arrays passed as int g[rows][cols]: the border sum walks the last
 * column with the row count as its bound but indexes g[cols-1][i] (rows and columns swapped),
 * which is wrong whenever the grid is not square. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

static long border_sum(int rows, int cols, int g[rows][cols])
{
  long s = 0;
  for (int j = 0; j < cols; j++)
    s += g[0][j] + g[rows - 1][j];
  for (int i = 1; i < rows - 1; i++)
    s += g[i][0] + g[i][cols - 1];
  return s;
}

static long border_sum_bad(int rows, int cols, int g[rows][cols])
{
  long s = 0;
  for (int j = 0; j < cols; j++)
    s += g[0][j] + g[rows - 1][j];
  for (int i = 1; i < rows - 1; i++)
    s += g[i][0] + g[cols - 1 < rows ? cols - 1 : 0][i < cols ? i : 0];
  return s;
}

int main(void)
{
  int rows = __VERIFIER_nondet_int(), cols = __VERIFIER_nondet_int();
  if (rows < 3 || rows > 4 || cols < 3 || cols > 4)
    return 0;
  int g[rows][cols];
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      g[i][j] = i * 10 + j;
  assert(border_sum(rows, cols, g) == border_sum_bad(rows, cols, g));
  return 0;
}
