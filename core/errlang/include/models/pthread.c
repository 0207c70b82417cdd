/* POSIX threads as the one thread errlang checks sees them (POSIX XSH pthread_*; glibc's
 * layouts, errlang/include/libc/_errlang_pthreadtypes.h). A mutex keeps its kind, its lock
 * and its recursion count in glibc's members: locking an unlocked mutex takes it; locking it
 * again is a deadlock for a normal mutex (the run is cut: no other thread can unlock it),
 * EDEADLK for an error-checking one, one more level for a recursive one; unlocking a mutex
 * this thread does not hold is EPERM for error-checking and recursive mutexes and undefined
 * for a normal one (cut). pthread_once runs its routine the first time. Thread-specific data
 * is a table of this thread's values; pthread_self is one input, the same at every call. Signalling a condition wakes nobody; waiting for one, or
 * for a thread, and pthread_create cut the run where they are called (declared only). */
#include <errno.h>
#include <pthread.h>
#include <stddef.h>

void __errlang_unsupported(const char *);
unsigned long __VERIFIER_nondet_ulong(void);
void __VERIFIER_assume(int);

int pthread_mutexattr_init(pthread_mutexattr_t *attr)
{
  attr->__align = PTHREAD_MUTEX_DEFAULT;
  return 0;
}

int pthread_mutexattr_destroy(pthread_mutexattr_t *attr)
{
  return 0;
}

int pthread_mutexattr_settype(pthread_mutexattr_t *attr, int kind)
{
  if (kind < PTHREAD_MUTEX_NORMAL || kind > PTHREAD_MUTEX_ERRORCHECK)
    return EINVAL;
  attr->__align = kind;
  return 0;
}

int pthread_mutexattr_gettype(const pthread_mutexattr_t *attr, int *kind)
{
  *kind = attr->__align;
  return 0;
}

int pthread_mutex_init(pthread_mutex_t *mutex, const pthread_mutexattr_t *attr)
{
  mutex->__data.__lock = 0;
  mutex->__data.__count = 0;
  mutex->__data.__owner = 0;
  mutex->__data.__nusers = 0;
  mutex->__data.__kind = attr ? attr->__align : PTHREAD_MUTEX_DEFAULT;
  return 0;
}

int pthread_mutex_destroy(pthread_mutex_t *mutex)
{
  return mutex->__data.__lock ? EBUSY : 0;
}

/* Take a mutex this thread may already hold: 0, or the error of a second lock (busy is the
 * error a try returns; a normal mutex's second lock is a deadlock). */
int __errlang_mutex_take(pthread_mutex_t *mutex, int busy)
{
  int kind = mutex->__data.__kind;
  if (!mutex->__data.__lock) {
    mutex->__data.__lock = 1;
    mutex->__data.__count = 1;
    mutex->__data.__owner = 1;
    return 0;
  }
  if (kind == PTHREAD_MUTEX_RECURSIVE) {
    if (mutex->__data.__count == 4294967295u)
      return EAGAIN;
    mutex->__data.__count++;
    return 0;
  }
  if (busy)
    return EBUSY;
  if (kind == PTHREAD_MUTEX_ERRORCHECK)
    return EDEADLK;
  __errlang_unsupported("pthread_mutex_lock: the mutex is already locked by this thread "
                        "(a deadlock: errlang checks one thread)");
  return EDEADLK;
}

int pthread_mutex_lock(pthread_mutex_t *mutex)
{
  return __errlang_mutex_take(mutex, 0);
}

int pthread_mutex_trylock(pthread_mutex_t *mutex)
{
  return __errlang_mutex_take(mutex, 1);
}

int pthread_mutex_timedlock(pthread_mutex_t *mutex, const struct timespec *until)
{
  if (mutex->__data.__lock && mutex->__data.__kind == PTHREAD_MUTEX_NORMAL)
    __errlang_unsupported("pthread_mutex_timedlock: the mutex is already locked by this "
                          "thread (errlang does not model the waiting time)");
  return __errlang_mutex_take(mutex, 0);
}

int pthread_mutex_unlock(pthread_mutex_t *mutex)
{
  if (!mutex->__data.__lock) {
    if (mutex->__data.__kind == PTHREAD_MUTEX_NORMAL)
      __errlang_unsupported("pthread_mutex_unlock: the mutex is not locked (undefined for a "
                            "normal mutex)");
    return EPERM;
  }
  mutex->__data.__count--;
  if (mutex->__data.__count == 0) {
    mutex->__data.__lock = 0;
    mutex->__data.__owner = 0;
  }
  return 0;
}

int pthread_once(pthread_once_t *once, void (*routine)(void))
{
  if (*once == 0) {
    *once = 1;
    routine();
  }
  return 0;
}

/* This thread's identifier: any value but 0, the same at every call. */
pthread_t pthread_self(void)
{
  static pthread_t self;
  if (self == 0) {
    self = __VERIFIER_nondet_ulong();
    __VERIFIER_assume(self != 0);
  }
  return self;
}

int pthread_equal(pthread_t a, pthread_t b)
{
  return a == b;
}

int pthread_cond_init(pthread_cond_t *cond, const pthread_condattr_t *attr)
{
  cond->__align = 0;
  return 0;
}

int pthread_cond_destroy(pthread_cond_t *cond)
{
  return 0;
}

int pthread_cond_signal(pthread_cond_t *cond)
{
  return 0;
}

int pthread_cond_broadcast(pthread_cond_t *cond)
{
  return 0;
}

int pthread_condattr_init(pthread_condattr_t *attr)
{
  attr->__align = 0;
  return 0;
}

int pthread_condattr_destroy(pthread_condattr_t *attr)
{
  return 0;
}

int pthread_attr_init(pthread_attr_t *attr)
{
  attr->__align = PTHREAD_CREATE_JOINABLE;
  return 0;
}

int pthread_attr_destroy(pthread_attr_t *attr)
{
  return 0;
}

int pthread_attr_setdetachstate(pthread_attr_t *attr, int state)
{
  if (state != PTHREAD_CREATE_JOINABLE && state != PTHREAD_CREATE_DETACHED)
    return EINVAL;
  attr->__align = state;
  return 0;
}

int pthread_attr_getdetachstate(const pthread_attr_t *attr, int *state)
{
  *state = (int)attr->__align;
  return 0;
}

/* This thread's values of its keys: PTHREAD_KEYS_MAX of glibc is 1024; errlang keeps 64. */
void **__errlang_thread_values(void)
{
  static void *values[64];
  return values;
}

unsigned int *__errlang_thread_keys(void)
{
  static unsigned int created;
  return &created;
}

int pthread_key_create(pthread_key_t *key, void (*destructor)(void *))
{
  unsigned int *created = __errlang_thread_keys();
  if (*created == 64) {
    __errlang_unsupported("pthread_key_create: errlang keeps 64 keys (glibc 1024)");
    return EAGAIN;
  }
  *key = *created;
  __errlang_thread_values()[*created] = NULL;
  *created = *created + 1;
  return 0;
}

int pthread_key_delete(pthread_key_t key)
{
  return key < *__errlang_thread_keys() ? 0 : EINVAL;
}

void *pthread_getspecific(pthread_key_t key)
{
  if (key >= *__errlang_thread_keys())
    return NULL;
  return __errlang_thread_values()[key];
}

int pthread_setspecific(pthread_key_t key, const void *value)
{
  if (key >= *__errlang_thread_keys())
    return EINVAL;
  __errlang_thread_values()[key] = (void *)value;
  return 0;
}
