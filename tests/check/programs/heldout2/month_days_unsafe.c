/* Day-of-year from a const month-length table: the leap-year rule forgets the 400-year
 * exception, so 2000-03-01 is computed as day 60 instead of 61. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static const unsigned char month_days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

static int is_leap(int y) { return y % 4 == 0 && y % 100 != 0; }

static int is_leap_ref(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

static int day_of_year(int y, int m, int d)
{
  int n = d;
  for (int i = 0; i < m - 1; i++)
    n += month_days[i];
  if (m > 2 && is_leap(y))
    n++;
  return n;
}

int main(void)
{
  int y = __VERIFIER_nondet_int(), m = __VERIFIER_nondet_int();
  __VERIFIER_assume(y >= 1900 && y <= 2100 && m >= 1 && m <= 12);
  int expect = 0;
  for (int i = 0; i < m - 1; i++)
    expect += month_days[i] + (i == 1 && is_leap_ref(y));
  assert(day_of_year(y, m, 1) == expect + 1);
  return 0;
}
