/* Models of <time.h> and <sys/time.h>: the clock and the calendar time are inputs (any value
 * a system may give: the time is not negative, the clock may be unavailable, -1). */
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
