/* errlang's <sched.h> (POSIX; glibc's numbers and struct sched_param). One thread: sched_yield
 * returns 0 (models/posix_extra.c or a cut); the scheduling functions are declared only. */
#ifndef _ERRLANG_SCHED_H
#define _ERRLANG_SCHED_H
#include <_errlang_types.h>
#include <time.h>
#define SCHED_OTHER 0
#define SCHED_FIFO 1
#define SCHED_RR 2
struct sched_param {
  int sched_priority;
};
int sched_yield(void);
int sched_get_priority_max(int);
int sched_get_priority_min(int);
int sched_setparam(pid_t, const struct sched_param *);
int sched_getparam(pid_t, struct sched_param *);
int sched_setscheduler(pid_t, int, const struct sched_param *);
int sched_getscheduler(pid_t);
int sched_rr_get_interval(pid_t, struct timespec *);
#endif
