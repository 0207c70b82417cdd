/* A door controller as an enum state machine driven by events; a missing break lets a
 * LOCK event in OPEN fall through into the CLOSED case and lock an open door. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

enum door { CLOSED, OPEN, LOCKED };
enum event { EV_PUSH, EV_PULL, EV_LOCK, EV_UNLOCK, EV_COUNT };

static enum door next(enum door d, enum event e)
{
  switch (d) {
  case OPEN:
    if (e == EV_PUSH)
      return CLOSED;
    /* missing: break / return OPEN */
  case CLOSED:
    if (e == EV_PULL)
      return OPEN;
    if (e == EV_LOCK)
      return LOCKED;
    break;
  case LOCKED:
    if (e == EV_UNLOCK)
      return CLOSED;
    break;
  }
  return d;
}

int main(void)
{
  enum door d = CLOSED;
  int was_open = 0;
  for (int i = 0; i < 4; i++) {
    unsigned e = (unsigned)__VERIFIER_nondet_int() % EV_COUNT;
    enum door n = next(d, (enum event)e);
    if (n == LOCKED)
      assert(d != OPEN); /* an open door is never locked */
    was_open |= n == OPEN;
    d = n;
  }
  return was_open;
}
