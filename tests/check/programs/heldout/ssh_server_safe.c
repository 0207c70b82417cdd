/* An ssh-like server state machine: states advance on nondet messages; the error state
 * (a key exchange after the session opened) is unreachable. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "ssh_server.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

#define SSH_ST_BEFORE    8464
#define SSH_ST_HELLO_A   8480
#define SSH_ST_HELLO_B   8481
#define SSH_ST_KEX_A     8496
#define SSH_ST_KEX_B     8497
#define SSH_ST_AUTH      8512
#define SSH_ST_SESSION   8528
#define SSH_ST_OK        3

int ssh_accept(int initial_state)
{
  int s__state = initial_state;
  int s__hit = __VERIFIER_nondet_int();
  int kex_done = 0;
  int session_open = 0;
  int blastFlag = 0;
  int ret = -1;
  int tmp;

  while (1) {
    switch (s__state) {
    case SSH_ST_BEFORE:
      s__state = SSH_ST_HELLO_A;
      break;
    case SSH_ST_HELLO_A:
    case SSH_ST_HELLO_B:
      tmp = __VERIFIER_nondet_int();
      if (tmp <= 0) {
        ret = tmp;
        goto end;
      }
      if (blastFlag == 0)
        blastFlag = 1;
      s__state = s__hit ? SSH_ST_AUTH : SSH_ST_KEX_A;
      break;
    case SSH_ST_KEX_A:
    case SSH_ST_KEX_B:
      if (session_open) {
        goto ERROR;
      }
      kex_done = 1;
      if (blastFlag == 1)
        blastFlag = 2;
      s__state = SSH_ST_AUTH;
      break;
    case SSH_ST_AUTH:
      tmp = __VERIFIER_nondet_int();
      if (tmp == 0) {
        s__state = SSH_ST_HELLO_B;
        if (kex_done)
          s__state = SSH_ST_AUTH;
        break;
      }
      s__state = SSH_ST_SESSION;
      break;
    case SSH_ST_SESSION:
      session_open = 1;
      ret = 1;
      s__state = SSH_ST_OK;
      break;
    case SSH_ST_OK:
      goto end;
    default:
      ret = -1;
      goto end;
    }
  }
end:
  return ret;
ERROR:
  reach_error();
  return -1;
}

int main(void)
{
  ssh_accept(SSH_ST_BEFORE);
  return 0;
}
