/* errlang's <sys/syscall.h> (glibc's x86-64 SYS_ numbers, each checked against gcc; the
 * commonest 41). syscall() itself is declared in <unistd.h>: its model returns an input for
 * the calls that only answer a number (gettid, getpid, getppid, getuid, sched_yield) and
 * cuts the run at any other (what it does to memory is the kernel's). */
#ifndef _ERRLANG_SYS_SYSCALL_H
#define _ERRLANG_SYS_SYSCALL_H
#define SYS_read 0
#define SYS_write 1
#define SYS_open 2
#define SYS_close 3
#define SYS_stat 4
#define SYS_fstat 5
#define SYS_lseek 8
#define SYS_mmap 9
#define SYS_munmap 11
#define SYS_brk 12
#define SYS_ioctl 16
#define SYS_pread64 17
#define SYS_pwrite64 18
#define SYS_readv 19
#define SYS_writev 20
#define SYS_access 21
#define SYS_pipe 22
#define SYS_sched_yield 24
#define SYS_getpid 39
#define SYS_clone 56
#define SYS_fork 57
#define SYS_execve 59
#define SYS_exit 60
#define SYS_kill 62
#define SYS_fcntl 72
#define SYS_getcwd 79
#define SYS_gettimeofday 96
#define SYS_getuid 102
#define SYS_getppid 110
#define SYS_prctl 157
#define SYS_gettid 186
#define SYS_futex 202
#define SYS_clock_gettime 228
#define SYS_exit_group 231
#define SYS_tgkill 234
#define SYS_openat 257
#define SYS_getrandom 318
#define SYS_memfd_create 319
#define SYS_statx 332
#define SYS_pidfd_open 434
#define SYS_close_range 436
#endif
