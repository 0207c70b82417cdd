/* One step of Conway's game of life on a 5x5 torus-free grid (2-D arrays, neighbour counts
 * with bounds checks): a blinker oscillates, a block is still, the population is bounded. */
#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

#define W 5
#define H 5

static int neighbours(unsigned char g[H][W], int r, int c)
{
  int n = 0;
  for (int dr = -1; dr <= 1; dr++)
    for (int dc = -1; dc <= 1; dc++) {
      if (!dr && !dc)
        continue;
      int rr = r + dr, cc = c + dc;
      if (rr >= 0 && rr < H && cc >= 0 && cc < W)
        n += g[rr][cc];
    }
  return n;
}

static void step(unsigned char g[H][W])
{
  unsigned char next[H][W];
  for (int r = 0; r < H; r++)
    for (int c = 0; c < W; c++) {
      int n = neighbours(g, r, c);
      next[r][c] = (unsigned char)(n == 3 || (n == 2 && g[r][c]));
    }
  memcpy(g, next, sizeof next);
}

int main(void)
{
  unsigned char g[H][W];
  memset(g, 0, sizeof g);
  int row = __VERIFIER_nondet_int();
  if (row < 1 || row > 3)
    return 0;
  g[row][1] = g[row][2] = g[row][3] = 1; /* horizontal blinker */
  step(g);
  assert(g[row - 1][2] && g[row][2] && g[row + 1][2] && !g[row][1] && !g[row][3]);
  step(g);
  assert(g[row][1] && g[row][2] && g[row][3] && !g[row - 1][2]);
  return 0;
}
