/* errlang's <semaphore.h> (POSIX; glibc's x86-64 sem_t: 32 bytes, aligned as a long). The
 * functions are declared only: a run that uses a semaphore is cut where it calls one, with
 * the reason (errlang follows one thread, docs/libc.md). */
#ifndef _ERRLANG_SEMAPHORE_H
#define _ERRLANG_SEMAPHORE_H
#include <_errlang_types.h>
#include <time.h>
typedef union {
  char __size[32];
  long __align;
} sem_t;
#define SEM_FAILED ((sem_t *)0)
int sem_init(sem_t *, int, unsigned int);
int sem_destroy(sem_t *);
sem_t *sem_open(const char *, int, ...);
int sem_close(sem_t *);
int sem_unlink(const char *);
int sem_wait(sem_t *);
int sem_timedwait(sem_t *, const struct timespec *);
int sem_trywait(sem_t *);
int sem_post(sem_t *);
int sem_getvalue(sem_t *, int *);
#endif
