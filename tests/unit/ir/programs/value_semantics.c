/* Global initialisers with addresses, a function-pointer call returning a struct and a member of that value, static locals in recursion, switch fall-through into default, shadowing, chained assignments, narrow wrap-around, literal types: every assertion holds in gcc (-fwrapv) and in errlang (test_c_constructs.py). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int arr[5] = { 10, 20, 30, 40, 50 };
int *gp = &arr[2];
const char *gs = "abcdef" + 2;
struct pair { int a, b; } gpairs[2] = { { 1, 2 }, { 3, 4 } };
int *gq = &gpairs[1].b;
struct pair make(int x) { struct pair p = { x, -x }; return p; }
struct pair (*maker)(int) = make;
int depth(int n) { static int calls[4]; calls[n % 4]++; if (n == 0) return calls[0]; return depth(n - 1) + calls[n % 4]; }
int sw(int k) {
  int r = 0;
  switch (k) {
  case 1: r += 1;
  default: r += 10;
  case 2: r += 100; break;
  case 3: r += 1000;
  }
  return r;
}
int main(void) {
  assert(*gp == 30 && gs[0] == 'c' && *gq == 4);
  assert(maker(5).b == -5);
  assert(depth(3) == 4);
  assert(sw(1) == 111 && sw(2) == 100 && sw(3) == 1000 && sw(7) == 110);
  int i = 5, total = 0;
  for (int i = 0; i < 3; i++) { int i2 = i; total += i2; }
  assert(i == 5 && total == 3);
  int x, y, *p = &x, *q = &y;
  *p = *q = 3;
  assert(x == 3 && y == 3);
  unsigned char c = 250; c += 10;
  short s = 32767; s++;
  assert(c == 4 && s == -32768);
  assert(-1 / 2u == 2147483647u && !(-1 < 1u) && -2147483648 < 0 && 0x80000000 > 0);
  int n = __VERIFIER_nondet_int();
  int t = (n > 0 ? (n < 10 ? 1 : 2) : 3), u = (n++, n);
  assert(t == (u - 1 > 0 ? (u - 1 < 10 ? 1 : 2) : 3));
  return 0;
}
