/* Howard Hinnant's days_from_civil / civil_from_days ("chrono-Compatible Low-Level Date
   Algorithms", the algorithms as libc++ and many C date libraries write them), on a date
   parsed from "YYYY-MM-DD" as a log or a JSON field carries it (N characters). Divisions and
   remainders by 400, 146097, 1460, 36524, 365, 153, 5 of values below 2^22, negative years
   handled by the era's floor. The harness checks the round trip and the day-of-era's range.
   Safe: gcc -fsanitize=address,undefined on every "YYYY-MM-DD" with MM in 00-12 and DD in
   00-31 (docs/benchmarks-scaling.md, "Eleventh session: division"). With -DBUG the day is
   checked against 31 only, and "0000-02-30" (any year = 0 mod 400, February 30 or 31) breaks
   the day-of-era's bound at line 22. */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 10
#endif

static int days_from_civil(int y, unsigned m, unsigned d) {
  y -= m <= 2;
  const int era = (y >= 0 ? y : y - 399) / 400;
  const unsigned yoe = (unsigned)(y - era * 400);            /* [0, 399] */
  const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1; /* [0, 365] */
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy; /* [0, 146096] */
  assert(doe < 146097);
  return era * 146097 + (int)doe - 719468;
}

static void civil_from_days(int z, int *y, unsigned *m, unsigned *d) {
  z += 719468;
  const int era = (z >= 0 ? z : z - 146096) / 146097;
  const unsigned doe = (unsigned)(z - era * 146097);
  const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const int yy = (int)yoe + era * 400;
  const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const unsigned mp = (5 * doy + 2) / 153;
  *d = doy - (153 * mp + 2) / 5 + 1;
  *m = mp < 10 ? mp + 3 : mp - 9;
  *y = yy + (*m <= 2);
}

static int digits(const char *s, int n, int *out) {
  int v = 0;
  for (int i = 0; i < n; i++) {
    if (s[i] < '0' || s[i] > '9') return -1;
    v = v * 10 + (s[i] - '0');
  }
  *out = v;
  return 0;
}

int main(void) {
  char s[N + 1];
  for (int i = 0; i < N; i++) s[i] = __VERIFIER_nondet_char();
  s[N] = 0;
  int year, month, day;
  if (N < 10 || digits(s, 4, &year) || s[4] != '-' || digits(s + 5, 2, &month) || s[7] != '-' ||
      digits(s + 8, 2, &day))
    return 0;
  if (month < 1 || month > 12 || day < 1) return 0;
#ifdef BUG
  if (day > 31) return 0;
#else
  static const int length[13] = {0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  int leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
  if (day > length[month] || (month == 2 && day == 29 && !leap)) return 0;
#endif
  int z = days_from_civil(year, (unsigned)month, (unsigned)day);
  int y2;
  unsigned m2, d2;
  civil_from_days(z, &y2, &m2, &d2);
  assert(m2 >= 1 && m2 <= 12);
  assert(d2 >= 1 && d2 <= 31);
  assert(y2 == year && (int)m2 == month && (int)d2 == day);
  return 0;
}
