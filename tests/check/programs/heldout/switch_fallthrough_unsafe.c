/* A command decoder whose missing break lets LOCK fall into UNLOCK. */
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

enum cmd { CMD_NOP, CMD_LOCK, CMD_UNLOCK, CMD_RESET, CMD_QUERY };

struct door { int locked; int resets; };

static void apply(struct door *d, unsigned char c)
{
  switch ((enum cmd)(c % 5)) {
  case CMD_NOP:
    break;
  case CMD_LOCK:
    d->locked = 1;
    /* missing break */
  case CMD_UNLOCK:
    d->locked = 0;
    break;
  case CMD_RESET:
    d->resets++;
    d->locked = 0;
    break;
  default:
    break;
  }
}

int main(void)
{
  struct door d = { 0, 0 };
  unsigned char c = __VERIFIER_nondet_uchar();
  apply(&d, c);
  if (c % 5 == CMD_LOCK)
    assert(d.locked);
  return 0;
}
