/* errlang's <signal.h> (C11 7.14, minimal POSIX): no signal is ever delivered to an analysed
 * run (errlang has no asynchronous events); signal() and raise() return inputs. */
#ifndef _ERRLANG_SIGNAL_H
#define _ERRLANG_SIGNAL_H
#include <_errlang_types.h>
#include <_errlang_pthreadtypes.h>
typedef int sig_atomic_t;
typedef struct {
  unsigned long __val[16];
} sigset_t;
typedef void (*__sighandler_t)(int);
#define SIG_DFL ((__sighandler_t)0)
#define SIG_IGN ((__sighandler_t)1)
#define SIG_ERR ((__sighandler_t)-1)
#define SIGHUP 1
#define SIGINT 2
#define SIGQUIT 3
#define SIGILL 4
#define SIGTRAP 5
#define SIGABRT 6
#define SIGBUS 7
#define SIGFPE 8
#define SIGKILL 9
#define SIGUSR1 10
#define SIGSEGV 11
#define SIGUSR2 12
#define SIGPIPE 13
#define SIGALRM 14
#define SIGTERM 15
#define SIGCHLD 17
#define SIGCONT 18
#define SIGSTOP 19
#define SIGTSTP 20
#define SIGXCPU 24
#define SIGXFSZ 25
#define SIGWINCH 28
#define SIGSYS 31
/* sigprocmask's ways (glibc's x86-64 values; eighth session: lmdb) */
#define SIG_BLOCK 0
#define SIG_UNBLOCK 1
#define SIG_SETMASK 2
__sighandler_t signal(int, __sighandler_t);
int raise(int);
int kill(pid_t, int);
int sigemptyset(sigset_t *);
int sigfillset(sigset_t *);
int sigaddset(sigset_t *, int);
/* declared only: they write a signal set (no model: a run calling them is cut there) */
int sigdelset(sigset_t *, int);
int sigprocmask(int, const sigset_t *, sigset_t *);
int pthread_sigmask(int, const sigset_t *, sigset_t *);
int pthread_kill(pthread_t, int);
#endif
