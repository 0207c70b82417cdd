/* C11 _Generic (the association chosen by the controlling expression's type after lvalue
 * conversion; not evaluated) and alloca, against gcc (test_c_constructs.py); both were
 * refused or an input before the second held-out set (engineer P). */
#include <assert.h>
#include <alloca.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

#define KIND(x) _Generic((x), char: 1, signed char: 2, unsigned char: 3, short: 4, int: 5, \
                         unsigned: 6, long: 7, unsigned long: 8, long long: 9, float: 10, \
                         double: 11, default: 0)
#define ABS(x) _Generic((x), int: abs_i, long: abs_l, double: abs_d)(x)

static int abs_i(int x) { return x < 0 ? -x : x; }
static long abs_l(long x) { return x < 0 ? -x : x; }
static double abs_d(double x) { return x < 0 ? -x : x; }

int main(void)
{
  char c = 'a';
  short s = 1;
  const int ci = 3;
  int arr[3];
  assert(KIND(c) == 1 && KIND((signed char)1) == 2 && KIND((unsigned char)1) == 3);
  assert(KIND(s) == 4 && KIND(s + s) == 5 && KIND(ci) == 5 && KIND(1u) == 6);
  assert(KIND(1L) == 7 && KIND(1UL) == 8 && KIND(1LL) == 9 && KIND(1.0f) == 10);
  assert(KIND(1.0) == 11 && KIND(arr) == 0 && KIND(main) == 0 && KIND('x') == 5);
  int n = 0;
  assert(KIND(n++) == 5 && n == 0); /* not evaluated */
  assert(ABS(-3) == 3 && ABS(-4L) == 4L && ABS(-2.5) == 2.5);
  int x = 1;
  long y = 2;
  _Generic(y, long: y, default: x) = 9; /* an lvalue when the chosen expression is one */
  assert(y == 9 && x == 1);
  int k = __VERIFIER_nondet_int() & 7;
  int *a = alloca((size_t)(k + 1) * sizeof(int));
  a[k] = 42;
  char *b = __builtin_alloca(6);
  strcpy(b, "hello");
  assert(a[k] == 42 && strcmp(b, "hello") == 0);
  return 0;
}
