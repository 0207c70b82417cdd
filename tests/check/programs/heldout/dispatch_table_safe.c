/* An event-driven controller: an enum state, a table of handler function pointers indexed by
 * state, and a nondet event stream; the state stays valid and the counter never goes below 0. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "dispatch_table.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

typedef enum { IDLE, RUNNING, PAUSED, N_STATES } state_t;
typedef enum { EV_START, EV_PAUSE, EV_STOP } event_t;

typedef struct controller {
  state_t state;
  int active_jobs;
} controller_t;

typedef state_t (*handler_t)(controller_t *, event_t);

static state_t on_idle(controller_t *c, event_t e)
{
  if (e == EV_START) { c->active_jobs++; return RUNNING; }
  return IDLE;
}

static state_t on_running(controller_t *c, event_t e)
{
  if (e == EV_PAUSE) return PAUSED;
  if (e == EV_STOP) { c->active_jobs--; return IDLE; }
  return RUNNING;
}

static state_t on_paused(controller_t *c, event_t e)
{
  if (e == EV_START) return RUNNING;
  if (e == EV_STOP) { c->active_jobs--; return IDLE; }
  return PAUSED;
}

static const handler_t handlers[N_STATES] = { [IDLE] = on_idle, [RUNNING] = on_running, [PAUSED] = on_paused };

int main(void)
{
  controller_t c = { IDLE, 0 };
  int step;
  for (step = 0; step < 5; step++) {
    int e = __VERIFIER_nondet_int();
    if (e < EV_START || e > EV_STOP)
      break;
    c.state = handlers[c.state](&c, (event_t)e);
    __VERIFIER_assert(c.state < N_STATES);
    __VERIFIER_assert(c.active_jobs >= 0 && c.active_jobs <= 1);
  }
  return 0;
}
