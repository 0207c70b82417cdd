/* Loops that walk past an inner array while staying inside its object: gcc's
   -fsanitize=bounds stops each at the subscript ("index 8 out of bounds for type 'int [8]'",
   "index 2 out of bounds for type 'int [2]'": points is declared, so its trailing member is
   checked), so no run reaches the first two assertions; the loops over whole rows are
   summarised and the runs through them pass. */
#include <assert.h>
int nondet_int(void);
int grid[8][8];
struct point { int x; int y[2]; };
struct point points[40];
int main(void) {
  int which = nondet_int();
  if (which == 0) {
    for (int i = 0; i < 7; i++)
      for (int j = 0; j < 9; j++) grid[i][j] = 1;
    assert(grid[7][0] == 0);
  } else if (which == 1) {
    for (int i = 0; i < 39; i++) points[i].y[2] = 1; /* inside points */
    assert(points[1].x == 0);
  } else {
    for (int i = 0; i < 8; i++)
      for (int j = 0; j < 8; j++) grid[i][j] = 2;
    assert(grid[7][7] == 2);
  }
  return 0;
}
