/* Nested structs and arrays with designated initialisers; a running total. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

enum unit { U_MM, U_CM, U_M };
struct measure { enum unit unit; int value; };
struct segment { struct measure len; struct measure width; };
struct plan {
  const char *name;
  struct segment seg[4];
  int count;
};

static int to_mm(struct measure m)
{
  switch (m.unit) {
  case U_MM: return m.value;
  case U_CM: return m.value * 10;
  case U_M:  return m.value * 1000;
  }
  return -1;
}

int main(void)
{
  struct plan p = {
    .name = "hall",
    .seg = {
      [0] = { .len = { U_M, 2 }, .width = { U_CM, 50 } },
      [2] = { .len = { .unit = U_CM, .value = 30 }, .width = { U_MM, 7 } },
    },
    .count = 3,
  };
  int extra = __VERIFIER_nondet_int();
  __VERIFIER_assume(extra >= 0 && extra <= 100);
  p.seg[1].len.unit = U_MM;
  p.seg[1].len.value = extra;
  int total = 0, i;
  for (i = 0; i < p.count; i++)
    total += to_mm(p.seg[i].len);
  assert(total == 2000 + extra + 300);
  assert(p.seg[3].width.value == 0 && p.seg[1].width.unit == U_MM);
  assert(p.name[0] == 'h');
  return 0;
}
