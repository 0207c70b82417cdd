/* errlang's <sys/times.h> (POSIX; glibc's x86-64 struct tms: 32 bytes). times() is declared
 * only: it writes the structure, so a run calling it is cut there, with the reason. */
#ifndef _ERRLANG_SYS_TIMES_H
#define _ERRLANG_SYS_TIMES_H
#include <_errlang_types.h>
struct tms {
  clock_t tms_utime;
  clock_t tms_stime;
  clock_t tms_cutime;
  clock_t tms_cstime;
};
clock_t times(struct tms *);
#endif
