/* errlang's <sys/prctl.h> (Linux's PR_ numbers, checked against gcc). prctl() is declared
 * only: a run that calls it is cut where it does (PR_GET_NAME writes through a pointer). */
#ifndef _ERRLANG_SYS_PRCTL_H
#define _ERRLANG_SYS_PRCTL_H
#define PR_SET_PDEATHSIG 1
#define PR_GET_PDEATHSIG 2
#define PR_GET_DUMPABLE 3
#define PR_SET_DUMPABLE 4
#define PR_SET_NAME 15
#define PR_GET_NAME 16
#define PR_SET_SECCOMP 22
#define PR_GET_SECCOMP 21
#define PR_SET_NO_NEW_PRIVS 38
#define PR_GET_NO_NEW_PRIVS 39
#define PR_SET_TIMERSLACK 29
#define PR_SET_CHILD_SUBREAPER 36
int prctl(int, ...);
#endif
