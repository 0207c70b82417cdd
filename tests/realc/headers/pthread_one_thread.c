/* <pthread.h> as one thread sees it (glibc's layouts and initialisers): a static mutex, a
 * once-control, a recursive and an error-checking mutex, thread-specific data. libargon2's
 * thread.c called pthread_create, pthread_join and pthread_exit undeclared before (the
 * fallback header had no functions, and typedef int pthread_mutex_t). Under gcc
 * (test_realc_headers.py) every assertion holds but the last, which fails for n == 7 only. */
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stddef.h>

extern int __VERIFIER_nondet_int(void);

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int inits, counter;

static void init(void)
{
    inits++;
}

int main(void)
{
    int n = __VERIFIER_nondet_int();
    pthread_once(&once, init);
    pthread_once(&once, init);
    assert(inits == 1);
    assert(pthread_mutex_lock(&lock) == 0);
    counter += n;
    assert(pthread_mutex_trylock(&lock) == EBUSY);
    assert(pthread_mutex_unlock(&lock) == 0);
    pthread_mutexattr_t attr;
    pthread_mutex_t recursive, checking;
    pthread_mutexattr_init(&attr);
    pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&recursive, &attr);
    assert(pthread_mutex_lock(&recursive) == 0 && pthread_mutex_lock(&recursive) == 0);
    assert(pthread_mutex_unlock(&recursive) == 0 && pthread_mutex_unlock(&recursive) == 0);
    assert(pthread_mutex_unlock(&recursive) == EPERM);
    pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_ERRORCHECK);
    pthread_mutex_init(&checking, &attr);
    assert(pthread_mutex_lock(&checking) == 0 && pthread_mutex_lock(&checking) == EDEADLK);
    pthread_key_t key;
    assert(pthread_key_create(&key, NULL) == 0 && pthread_getspecific(key) == NULL);
    pthread_setspecific(key, &counter);
    assert(pthread_getspecific(key) == &counter);
    assert(sizeof(pthread_mutex_t) == 40 && sizeof(pthread_cond_t) == 48);
    assert(sizeof(pthread_attr_t) == 56 && sizeof(pthread_once_t) == 4);
    assert(pthread_equal(pthread_self(), pthread_self()));
    assert(counter != 7);
    return 0;
}
