/* Sending a message of `total` bytes with a retry loop, as over a non-blocking socket:
 * `sys_send` sends some bytes, or fails with EAGAIN (retry after `backoff`) or EINTR. After
 * EINTR the loop restarts from offset 0 (bug: it should resume at `off`), so bytes already
 * sent go out again and the peer receives more than `total`. The loop has no fixed bound. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

#define EAGAIN 11
#define EINTR 4

static int wire; /* bytes the peer received */

static int sys_send(int len) {
  int r = __VERIFIER_nondet_int();
  __VERIFIER_assume(r >= -EAGAIN && r <= len);
  if (r < 0 && r != -EAGAIN && r != -EINTR) r = -EAGAIN;
  if (r > 0) wire += r;
  return r;
}

static void backoff(void) {}

static void deliver(int total) { assert(wire <= total); }

int main(void) {
  int total = 2;
  int off = 0;
  while (off < total) {
    int r = sys_send(total - off);
    if (r == -EAGAIN) {
      backoff();
      continue;
    }
    if (r == -EINTR) {
      off = 0; /* bug: restart from the beginning */
      continue;
    }
    off += r;
  }
  deliver(total);
  return 0;
}
