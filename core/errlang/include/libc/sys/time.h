/* errlang's <sys/time.h> (POSIX): gettimeofday gives an input time (models/time.c). */
#ifndef _ERRLANG_SYS_TIME_H
#define _ERRLANG_SYS_TIME_H
#include <time.h>
struct timeval {
  time_t tv_sec;
  suseconds_t tv_usec;
};
struct timezone {
  int tz_minuteswest;
  int tz_dsttime;
};
int gettimeofday(struct timeval *, void *);
#endif
