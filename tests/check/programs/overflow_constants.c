/* Overflow of constants, as gcc -O0 -fsanitize=undefined sees it: a static initialiser is
   computed by the compiler (line 6: nothing), so is a sum of constants (line 9: nothing); a
   shift of constants in a function is checked when it runs (lines 8, 10 and 11). */
#include <stdio.h>
#define TOP (1 << 31)
int g = 1 << 31;
int main(void) {
  int y = 1 << 31;
  int z = 2147483647 + 1;
  int k = 31; int w = 1 << k;
  unsigned u = 5; int m = (int)(u & TOP);
  printf("%d %d %d %d %d\n", g, y, z, w, m);
  return 0;
}
