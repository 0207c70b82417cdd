/* What one thread cannot follow is said, never assumed away: a normal mutex locked twice by
 * its holder (a deadlock under glibc), a thread started by pthread_create. */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

extern int __VERIFIER_nondet_int(void);

static void *work(void *arg)
{
    return arg;
}

int main(void)
{
    pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
    pthread_mutex_lock(&m);
    if (__VERIFIER_nondet_int()) {
        pthread_mutex_lock(&m);
        assert(0);
    }
    pthread_mutex_unlock(&m);
    pthread_t t;
    pthread_create(&t, NULL, work, NULL);
    assert(1);
    return 0;
}
