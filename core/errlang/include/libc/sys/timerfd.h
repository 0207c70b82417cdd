/* errlang's <sys/timerfd.h> (Linux; glibc's numbers). The functions are declared only: a run
 * calling one is cut there, with the reason. */
#ifndef _ERRLANG_SYS_TIMERFD_H
#define _ERRLANG_SYS_TIMERFD_H
#include <_errlang_types.h>
#include <time.h>
#define TFD_TIMER_ABSTIME (1 << 0)
#define TFD_TIMER_CANCEL_ON_SET (1 << 1)
#define TFD_NONBLOCK 00004000
#define TFD_CLOEXEC 02000000
int timerfd_create(clockid_t, int);
int timerfd_settime(int, int, const struct itimerspec *, struct itimerspec *);
int timerfd_gettime(int, struct itimerspec *);
#endif
