/* errlang's <sched.h> (POSIX; glibc's numbers and struct sched_param). One thread: sched_yield
 * returns 0 (models/posix_extra.c or a cut); the scheduling functions are declared only. */
#ifndef _ERRLANG_SCHED_H
#define _ERRLANG_SCHED_H
#include <_errlang_types.h>
#include <stddef.h>
#include <time.h>
#define SCHED_OTHER 0
#define SCHED_FIFO 1
#define SCHED_RR 2
struct sched_param {
  int sched_priority;
};
int sched_yield(void);
#ifdef _GNU_SOURCE
/* glibc's CPU sets: 1024 bits in 16 unsigned longs (128 bytes); the macros are glibc's */
#define CPU_SETSIZE 1024
typedef unsigned long __cpu_mask;
#define __NCPUBITS (8 * sizeof(__cpu_mask))
typedef struct {
  __cpu_mask __bits[CPU_SETSIZE / __NCPUBITS];
} cpu_set_t;
#define __CPUELT(cpu) ((cpu) / __NCPUBITS)
#define __CPUMASK(cpu) ((__cpu_mask)1 << ((cpu) % __NCPUBITS))
#define CPU_ZERO(set) __builtin_memset((set), 0, sizeof(cpu_set_t))
#define CPU_SET(cpu, set) \
  ((size_t)(cpu) < CPU_SETSIZE ? ((set)->__bits[__CPUELT(cpu)] |= __CPUMASK(cpu)) : 0)
#define CPU_CLR(cpu, set) \
  ((size_t)(cpu) < CPU_SETSIZE ? ((set)->__bits[__CPUELT(cpu)] &= ~__CPUMASK(cpu)) : 0)
#define CPU_ISSET(cpu, set) \
  ((size_t)(cpu) < CPU_SETSIZE ? (((set)->__bits[__CPUELT(cpu)] & __CPUMASK(cpu)) != 0) : 0)
#define CPU_COUNT(set) (__builtin_popcountl((set)->__bits[0]) + __builtin_popcountl((set)->__bits[1]) + __builtin_popcountl((set)->__bits[2]) + __builtin_popcountl((set)->__bits[3]) + __builtin_popcountl((set)->__bits[4]) + __builtin_popcountl((set)->__bits[5]) + __builtin_popcountl((set)->__bits[6]) + __builtin_popcountl((set)->__bits[7]) + __builtin_popcountl((set)->__bits[8]) + __builtin_popcountl((set)->__bits[9]) + __builtin_popcountl((set)->__bits[10]) + __builtin_popcountl((set)->__bits[11]) + __builtin_popcountl((set)->__bits[12]) + __builtin_popcountl((set)->__bits[13]) + __builtin_popcountl((set)->__bits[14]) + __builtin_popcountl((set)->__bits[15]))
int sched_getaffinity(pid_t, size_t, cpu_set_t *);
int sched_setaffinity(pid_t, size_t, const cpu_set_t *);
int sched_getcpu(void);
#endif
int sched_get_priority_max(int);
int sched_get_priority_min(int);
int sched_setparam(pid_t, const struct sched_param *);
int sched_getparam(pid_t, struct sched_param *);
int sched_setscheduler(pid_t, int, const struct sched_param *);
int sched_getscheduler(pid_t);
int sched_rr_get_interval(pid_t, struct timespec *);
#endif
