/* errlang's <time.h> (C11 7.27, POSIX): the clock and the time are inputs (C models in
 * errlang/include/models/time.c); gmtime, gmtime_r and timegm are exact models; the other
 * conversions (local time, strftime, ...) have no model (their result is an input where
 * declared scalar; a struct tm pointer they return is refused where used). */
#ifndef _ERRLANG_TIME_H
#define _ERRLANG_TIME_H
#include <_errlang_types.h>
#define CLOCKS_PER_SEC ((clock_t)1000000)
#define TIME_UTC 1
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1
#define CLOCK_PROCESS_CPUTIME_ID 2
struct tm {
  int tm_sec;
  int tm_min;
  int tm_hour;
  int tm_mday;
  int tm_mon;
  int tm_year;
  int tm_wday;
  int tm_yday;
  int tm_isdst;
  long tm_gmtoff;
  const char *tm_zone;
};
struct timespec {
  time_t tv_sec;
  long tv_nsec;
};
struct itimerspec {
  struct timespec it_interval;
  struct timespec it_value;
};
clock_t clock(void);
time_t time(time_t *);
double difftime(time_t, time_t);
time_t mktime(struct tm *);
int timespec_get(struct timespec *, int);
int clock_gettime(clockid_t, struct timespec *);
char *asctime(const struct tm *);
char *ctime(const time_t *);
struct tm *gmtime(const time_t *);
struct tm *localtime(const time_t *);
struct tm *gmtime_r(const time_t *, struct tm *);
time_t timegm(struct tm *);
void tzset(void);
struct tm *localtime_r(const time_t *, struct tm *);
size_t strftime(char *, size_t, const char *, const struct tm *);
int nanosleep(const struct timespec *, struct timespec *);
#endif
