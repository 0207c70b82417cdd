/* errlang's <signal.h> (C11 7.14, minimal POSIX): no signal is ever delivered to an analysed
 * run (errlang has no asynchronous events); signal() and raise() return inputs. */
#ifndef _ERRLANG_SIGNAL_H
#define _ERRLANG_SIGNAL_H
#include <_errlang_types.h>
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
__sighandler_t signal(int, __sighandler_t);
int raise(int);
int kill(pid_t, int);
int sigemptyset(sigset_t *);
int sigfillset(sigset_t *);
int sigaddset(sigset_t *, int);
#endif
