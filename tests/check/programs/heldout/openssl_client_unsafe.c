/* An openssl-like client handshake; a renegotiation after the finished message reaches
 * the certificate state again, which the protocol forbids. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "openssl_client.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

enum {
  ST_CONNECT = 4096,
  ST_CW_CLNT_HELLO = 4368,
  ST_CR_SRVR_HELLO = 4384,
  ST_CR_CERT = 4400,
  ST_CR_KEY_EXCH = 4416,
  ST_CW_FINISHED = 4432,
  ST_CR_FINISHED = 4448,
  ST_OK = 3
};

static int state;
static int finished_seen;

static int step(void)
{
  int input = __VERIFIER_nondet_int();
  switch (state) {
  case ST_CONNECT:
    state = ST_CW_CLNT_HELLO;
    return 1;
  case ST_CW_CLNT_HELLO:
    state = ST_CR_SRVR_HELLO;
    return 1;
  case ST_CR_SRVR_HELLO:
    state = input ? ST_CR_CERT : ST_CR_KEY_EXCH;
    return 1;
  case ST_CR_CERT:
    if (finished_seen)
      reach_error();
    state = ST_CR_KEY_EXCH;
    return 1;
  case ST_CR_KEY_EXCH:
    state = ST_CW_FINISHED;
    return 1;
  case ST_CW_FINISHED:
    state = ST_CR_FINISHED;
    return 1;
  case ST_CR_FINISHED:
    finished_seen = 1;
    /* renegotiation: the server may ask for a new hello */
    state = input > 10 ? ST_CR_SRVR_HELLO : ST_OK;
    return 1;
  case ST_OK:
  default:
    return 0;
  }
}

int main(void)
{
  int steps = 0;
  state = ST_CONNECT;
  finished_seen = 0;
  while (step() && steps < 20)
    steps++;
  return 0;
}
