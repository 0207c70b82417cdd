/* errlang's UTC conversions (include/models/time.c, compiled by gcc with their symbols
 * prefixed m_) against glibc's gmtime_r and timegm: every field, the result and errno on
 * times anywhere in 64 bits, near the epoch, around leap days and centuries, and on broken-
 * down times with fields out of their ranges. Prints the first disagreement and exits 1. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

struct tm *m_gmtime_r(const time_t *, struct tm *);
time_t m_timegm(struct tm *);
static int model_errno;
int *m___errno_location(void) { return &model_errno; }
long m___VERIFIER_nondet_long(void) { return 0; }
void m___VERIFIER_assume(int c) { (void)c; }

static unsigned long long state = 0x9e3779b97f4a7c15ULL;

static unsigned long long next(void)
{
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

static int same(const struct tm *a, const struct tm *b)
{
  return a->tm_sec == b->tm_sec && a->tm_min == b->tm_min && a->tm_hour == b->tm_hour &&
         a->tm_mday == b->tm_mday && a->tm_mon == b->tm_mon && a->tm_year == b->tm_year &&
         a->tm_wday == b->tm_wday && a->tm_yday == b->tm_yday && a->tm_isdst == b->tm_isdst &&
         a->tm_gmtoff == b->tm_gmtoff && strcmp(a->tm_zone, b->tm_zone) == 0;
}

static int gmtime_agrees(time_t t)
{
  struct tm ours, theirs;
  errno = 0;
  model_errno = 0;
  struct tm *a = m_gmtime_r(&t, &ours), *b = gmtime_r(&t, &theirs);
  if ((a == NULL) != (b == NULL) || (a && !same(&ours, &theirs)) || (!a && model_errno != errno)) {
    printf("gmtime_r(%lld) differs\n", (long long)t);
    return 0;
  }
  return 1;
}

static int timegm_agrees(struct tm date)
{
  struct tm ours = date, theirs = date;
  errno = 0;
  model_errno = 0;
  time_t a = m_timegm(&ours), b = timegm(&theirs);
  if (a != b || (a != -1 && !same(&ours, &theirs)) || model_errno != errno) {
    printf("timegm(%d-%d-%d %d:%d:%d) = %lld, glibc %lld\n", date.tm_year, date.tm_mon,
           date.tm_mday, date.tm_hour, date.tm_min, date.tm_sec, (long long)a, (long long)b);
    return 0;
  }
  return 1;
}

int main(void)
{
  static const long long around[] = {0, -1, 86399, 86400, -86400, -86401, 951782400,
                                     951868800, 4107456000LL, 4107542400LL, -2208988800LL,
                                     -62135596800LL, 67767976233532799LL, 67767976233532800LL,
                                     -67768040609740800LL, -67768040609740801LL};
  for (unsigned i = 0; i < sizeof around / sizeof around[0]; i++)
    for (long long d = -2; d <= 2; d++)
      if (!gmtime_agrees((time_t)(around[i] + d)))
        return 1;
  for (int i = 0; i < 200000; i++) {
    unsigned long long r = next();
    long long t = i % 4 == 0 ? (long long)r : (long long)(r % 40000000000ULL) - 20000000000LL;
    if (i % 4 == 1)
      t = (long long)(r % 6000000000ULL) - 3000000000LL;
    if (!gmtime_agrees((time_t)t))
      return 1;
    struct tm date;
    memset(&date, 0, sizeof date);
    date.tm_year = (int)(next() % 600) - 300;
    date.tm_mon = (int)(next() % 40) - 14;
    date.tm_mday = (int)(next() % 800) - 400;
    date.tm_hour = (int)(next() % 60) - 20;
    date.tm_min = (int)(next() % 200) - 100;
    date.tm_sec = (int)(next() % 200000) - 100000;
    if (i % 50 == 0)
      date.tm_year = (int)next();
    if (!timegm_agrees(date))
      return 1;
  }
  printf("agree\n");
  return 0;
}
