/* An ordinal date "YYYY-DDD" (ISO 8601's day of the year) to year, month, day, the way date
   libraries do it without a table walk: leap years by % 4, % 100, % 400, the month from the
   day by (5 * doy + 2) / 153, and the weekday by Zeller-like sums modulo 7. N characters.
   The harness checks the month and day ranges and the weekday. Safe. */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif

static int is_leap(int y) { return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0); }

static int weekday(int y, int doy) { /* 0 = Monday; year 1, day 1 was a Monday */
  int p = y - 1;
  long days = (long)p * 365 + p / 4 - p / 100 + p / 400 + doy - 1;
  return (int)(days % 7);
}

static int parse(const char *s, int *y, int *doy) {
  int v = 0;
  for (int i = 0; i < 4; i++) {
    if (s[i] < '0' || s[i] > '9') return -1;
    v = 10 * v + s[i] - '0';
  }
  *y = v;
  if (s[4] != '-') return -1;
  v = 0;
  for (int i = 5; i < 8; i++) {
    if (s[i] < '0' || s[i] > '9') return -1;
    v = 10 * v + s[i] - '0';
  }
  *doy = v;
  return 0;
}

int main(void) {
  char s[N + 1];
  for (int i = 0; i < N; i++) s[i] = __VERIFIER_nondet_char();
  s[N] = 0;
  int y, doy;
  if (N < 8 || parse(s, &y, &doy) != 0) return 0;
  if (y < 1 || doy < 1 || doy > 365 + is_leap(y)) return 0;
  int leap = is_leap(y);
  int d0 = doy - 1;                      /* [0, 365] */
  int mar = (d0 - (leap ? 60 : 59) + 365 + leap) % (365 + leap); /* days since March 1 */
  int mp = (5 * mar + 2) / 153;          /* [0, 11] */
  int day = mar - (153 * mp + 2) / 5 + 1;
  int month = mp < 10 ? mp + 3 : mp - 9;
  assert(month >= 1 && month <= 12);
  assert(day >= 1 && day <= 31);
  int w = weekday(y, doy);
  assert(w >= 0 && w < 7);
  assert(w == (weekday(y, 1) + doy - 1) % 7);
  return 0;
}
