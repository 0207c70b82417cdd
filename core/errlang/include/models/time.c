/* Models of <time.h> and <sys/time.h>: the clock and the calendar time are inputs (any value
 * a system may give: the time is not negative, the clock may be unavailable, -1). The UTC
 * conversions gmtime_r, gmtime and timegm are exact, as glibc's (no time zone involved). */
#include <errno.h>
#include <sys/time.h>
#include <time.h>

long __VERIFIER_nondet_long(void);

time_t time(time_t *result)
{
  time_t now = __VERIFIER_nondet_long();
  __VERIFIER_assume(now >= -1);
  if (result)
    *result = now;
  return now;
}

clock_t clock(void)
{
  clock_t ticks = __VERIFIER_nondet_long();
  __VERIFIER_assume(ticks >= -1);
  return ticks;
}

double difftime(time_t end, time_t start)
{
  return (double)end - (double)start;
}

int clock_gettime(clockid_t clock, struct timespec *now)
{
  now->tv_sec = __VERIFIER_nondet_long();
  now->tv_nsec = __VERIFIER_nondet_long();
  __VERIFIER_assume(now->tv_sec >= 0 && now->tv_nsec >= 0 && now->tv_nsec < 1000000000L);
  return 0;
}

int timespec_get(struct timespec *now, int base)
{
  if (base != TIME_UTC)
    return 0;
  clock_gettime(CLOCK_REALTIME, now);
  return base;
}

int gettimeofday(struct timeval *now, void *zone)
{
  now->tv_sec = __VERIFIER_nondet_long();
  now->tv_usec = __VERIFIER_nondet_long();
  __VERIFIER_assume(now->tv_sec >= 0 && now->tv_usec >= 0 && now->tv_usec < 1000000L);
  return 0;
}

/* The day of the proleptic Gregorian calendar (0 is 1970-01-01) of year y, month m (1-12),
 * day d: Hinnant's days_from_civil, without loops. */
long __errlang_days_from_civil(long y, long m, long d)
{
  long era, yoe, doy, doe;
  y -= m <= 2;
  era = (y >= 0 ? y : y - 399) / 400;
  yoe = y - era * 400;
  doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

/* glibc's __offtime with offset 0 (Hinnant's civil_from_days for the date): NULL and
 * EOVERFLOW when the year does not fit tm_year. Only the day and the 400-year era are
 * 64-bit divisions; the rest fit an int (the solver's dividers are half as wide). */
struct tm *gmtime_r(const time_t *clock, struct tm *result)
{
  long days = *clock / 86400, z, era, y;
  int rem = (int)(*clock % 86400), doe, yoe, doy, mp, leap;
  if (rem < 0) {
    rem += 86400;
    days--;
  }
  z = days + 719468;
  era = (z >= 0 ? z : z - 146096) / 146097;
  doe = (int)(z - era * 146097);
  yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  mp = (5 * doy + 2) / 153;
  y = yoe + era * 400 + (mp >= 10);
  if (y - 1900 != (long)(int)(y - 1900)) {
    errno = EOVERFLOW;
    return NULL;
  }
  leap = (y % 4 == 0 && (y % 100 != 0 || y % 400 == 0));
  result->tm_year = (int)(y - 1900);
  result->tm_mon = mp < 10 ? mp + 2 : mp - 10;
  result->tm_mday = doy - (153 * mp + 2) / 5 + 1;
  result->tm_yday = doy >= 306 ? doy - 306 : doy + 59 + leap;
  result->tm_wday = (int)((days % 7 + 11) % 7);
  result->tm_hour = rem / 3600;
  result->tm_min = rem % 3600 / 60;
  result->tm_sec = rem % 60;
  result->tm_isdst = 0;
  result->tm_gmtoff = 0;
  result->tm_zone = "GMT";
  return result;
}

struct tm *gmtime(const time_t *clock)
{
  static struct tm result;
  return gmtime_r(clock, &result);
}

/* The fields normalised as glibc's timegm: months beyond 0-11 carry into the year, the rest
 * into the seconds; *date is rewritten by gmtime_r (-1 and EOVERFLOW when the year overflows,
 * *date unchanged). */
time_t timegm(struct tm *date)
{
  long year = (long)date->tm_year + 1900 + date->tm_mon / 12, mon = date->tm_mon % 12;
  long seconds;
  struct tm normal;
  if (mon < 0) {
    mon += 12;
    year--;
  }
  seconds = (__errlang_days_from_civil(year, mon + 1, 1) + date->tm_mday - 1) * 86400;
  seconds += (long)date->tm_hour * 3600 + (long)date->tm_min * 60 + date->tm_sec;
  if (!gmtime_r(&seconds, &normal))
    return -1;
  *date = normal;
  return seconds;
}
