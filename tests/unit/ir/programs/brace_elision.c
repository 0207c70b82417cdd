/* Brace elision (C11 6.7.9p20), designator chains, arrays sized by elided initialisers: every assertion holds in gcc and in errlang (test_c_constructs.py). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct pt { int x, y; };
struct seg { struct pt a, b; };
struct cfg { struct seg s; int flags[3]; };
int m[2][3] = { 1, 2, 3, 4, 5, 6 };
struct pt pts[2] = { 1, 2, 3, 4 };
struct seg sg = { 1, 2, 3, 4 };
struct cfg c = { .s.b.y = 9, .flags[1] = 5, .s.a = { 7 } };
int arr[5] = { [1] = 1, [3] = 3, 4 };
int check2(void);
int main(void) {
  check2();
  struct pt local[2] = { { 5 }, 6, 7 };
  assert(m[1][0] == 4 && m[0][2] == 3);
  assert(pts[1].x == 3 && pts[0].y == 2);
  assert(sg.b.x == 3 && sg.a.y == 2);
  assert(c.s.b.y == 9 && c.flags[1] == 5 && c.s.a.x == 7 && c.s.b.x == 0);
  assert(arr[4] == 4 && arr[1] == 1 && arr[0] == 0);
  assert(local[0].x == 5 && local[0].y == 0 && local[1].x == 6 && local[1].y == 7);
  return 0;
}
struct pt many[] = { 1, 2, 3, 4, 5 };
char words[][4] = { "ab", "cde" };
int grid[][2] = { 1, 2, 3 };
int check2(void) { assert(sizeof many == 3 * sizeof(struct pt) && many[2].x == 5 && many[2].y == 0); assert(sizeof words == 8 && words[1][2] == 'e'); assert(sizeof grid == 16 && grid[1][0] == 3); return 0; }
