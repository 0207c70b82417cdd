/* C constructs real programs use (issue 23 probes): anonymous struct/union members with designated initialisers, offsetof and __builtin_offsetof, compound literals, function-pointer tables, struct values, K&R, __func__, _Static_assert, goto into a block. Every assertion holds in gcc and in errlang (test_c_constructs.py). */
#include <stddef.h>
#include <stdio.h>
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct inner { int a; };
struct outer { int tag; union { int i; float f; }; struct { int x, y; }; int tail[2]; };
struct op { const char *name; int (*fn)(int); };
static int inc(int v) { return v + 1; }
static int dec(int v) { return v - 1; }
static const struct op ops[] = { { "inc", inc }, { .name = "dec", .fn = dec } };
const char *const names[] = { "zero", "one" };
struct pt { int x, y; };
static struct pt mk(int x, int y) { struct pt p = { x, y }; return p; }
static int sum(struct pt p) { return p.x + p.y; }
extern int later;
int later = 5;
int kr();
int kr(a, b) int a; int b; { return a * b; }
int main(void) {
  struct outer o = { .tag = 1, .i = 3, .x = 4, .tail = { 7 } };
  assert(o.i == 3 && o.x == 4 && o.y == 0 && o.tail[1] == 0);
  assert(offsetof(struct outer, tag) == 0);
  assert(__builtin_offsetof(struct inner, a) == 0);
  int *lit = (int[]){ 1, 2, 3 };
  assert(lit[2] == 3);
  assert(ops[1].fn(5) == 4 && names[1][0] == 'o');
  assert(sum(mk(2, 3)) == 5);
  assert(later == 5 && kr(3, 4) == 12);
  assert('\x41' == 65 && '\101' == 65 && 10ULL == 10 && 0x1p3 == 8.0);
  char c = (char)__VERIFIER_nondet_int();
  switch (c) { case 'a': printf("%s\n", __func__); break; default: break; }
  do { o.tag++; } while (0);
  _Static_assert(sizeof(int) == 4, "int");
  long long int big = 1LL << 40; unsigned u = 3; signed char sc = -1;
  assert(big > u && sc < 0);
  int n = __VERIFIER_nondet_int();
  if (n == 2) goto inside;
  { int k = 0;
  inside:
    k = 1;
    assert(k == 1);
  }
  return 0;
}
