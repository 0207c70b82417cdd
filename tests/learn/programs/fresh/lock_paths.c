// oracle-file: domain=0:3 loop-bound=3
/* A request handler that takes a mutex around each request. Validation failures return an
 * error code; one error path (EBUSY from the backend) forgets to release the lock, and the
 * next request deadlocks (modelled: locking a locked mutex fails the assertion). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

#define EINVAL 22
#define EBUSY 16

static int locked;

static void mutex_lock(void) {
  assert(!locked); // oracle: alphabet=functions
  locked = 1;
}

static void mutex_unlock(void) { locked = 0; }

static int validate(int req) { return req == 0 ? -EINVAL : 0; }

static int backend_submit(int req) { return req == 3 ? -EBUSY : 0; }

static int handle(int req) {
  mutex_lock();
  int rc = validate(req);
  if (rc) {
    mutex_unlock();
    return rc;
  }
  rc = backend_submit(req);
  if (rc == -EBUSY) return rc; /* bug: the lock is still held */
  mutex_unlock();
  return rc;
}

int main(void) {
  int served = 0;
  for (int i = 0; i < 3; i++) {
    int req = __VERIFIER_nondet_int();
    __VERIFIER_assume(req >= 0 && req <= 3);
    if (handle(req) == 0) served++;
  }
  return served;
}
