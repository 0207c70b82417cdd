/* The POSIX threads types of errlang's headers with glibc's x86-64 layouts (bits/pthreadtypes.h,
 * bits/struct_mutex.h: sizes and alignments checked against gcc), defined once here for
 * <pthread.h>, <sys/types.h> and the fallback headers. A mutex keeps glibc's members: the
 * models of errlang/include/models/pthread.c keep its state in them (__lock, __count,
 * __owner, __kind). */
#ifndef _ERRLANG_PTHREADTYPES_H
#define _ERRLANG_PTHREADTYPES_H
typedef unsigned long pthread_t;
typedef unsigned int pthread_key_t;
typedef int pthread_once_t;
typedef volatile int pthread_spinlock_t;
typedef struct __pthread_internal_list {
  struct __pthread_internal_list *__prev;
  struct __pthread_internal_list *__next;
} __pthread_list_t;
struct __pthread_mutex_s {
  int __lock;
  unsigned int __count;
  int __owner;
  unsigned int __nusers;
  int __kind;
  short __spins;
  short __elision;
  __pthread_list_t __list;
};
typedef union {
  struct __pthread_mutex_s __data;
  char __size[40];
  long __align;
} pthread_mutex_t;
typedef union {
  char __size[4];
  int __align;
} pthread_mutexattr_t;
typedef union pthread_attr_t {
  char __size[56];
  long __align;
} pthread_attr_t;
typedef union {
  char __size[48];
  long long __align;
} pthread_cond_t;
typedef union {
  char __size[4];
  int __align;
} pthread_condattr_t;
typedef union {
  char __size[56];
  long __align;
} pthread_rwlock_t;
typedef union {
  char __size[8];
  long __align;
} pthread_rwlockattr_t;
typedef union {
  char __size[32];
  long __align;
} pthread_barrier_t;
typedef union {
  char __size[4];
  int __align;
} pthread_barrierattr_t;
#endif
