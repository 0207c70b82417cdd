/* errlang's <sys/wait.h> (POSIX; glibc's x86-64 numbers and status macros). wait and waitpid
 * are declared only: a run that waits for a child is cut where it calls one, with the reason
 * (errlang follows one process). */
#ifndef _ERRLANG_SYS_WAIT_H
#define _ERRLANG_SYS_WAIT_H
#include <_errlang_types.h>
#include <signal.h>
#define WNOHANG 1
#define WUNTRACED 2
#define WSTOPPED 2
#define WEXITED 4
#define WCONTINUED 8
#define WNOWAIT 0x01000000
#define WEXITSTATUS(status) (((status) & 0xff00) >> 8)
#define WTERMSIG(status) ((status) & 0x7f)
#define WSTOPSIG(status) WEXITSTATUS(status)
#define WIFEXITED(status) (WTERMSIG(status) == 0)
#define WIFSIGNALED(status) (((signed char)(((status) & 0x7f) + 1) >> 1) > 0)
#define WIFSTOPPED(status) (((status) & 0xff) == 0x7f)
#define WIFCONTINUED(status) ((status) == 0xffff)
#define WCOREDUMP(status) ((status) & 0x80)
#define W_EXITCODE(ret, sig) ((ret) << 8 | (sig))
#define W_STOPCODE(sig) ((sig) << 8 | 0x7f)
typedef enum { P_ALL, P_PID, P_PGID, P_PIDFD } idtype_t;
pid_t wait(int *);
pid_t waitpid(pid_t, int *, int);
#endif
