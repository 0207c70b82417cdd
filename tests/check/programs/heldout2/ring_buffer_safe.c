/* A byte ring buffer of capacity 8 (one slot kept free): FIFO order is preserved for any
 * sequence of pushes and pops. */
#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);

#define CAP 8
struct ring {
  unsigned char data[CAP];
  unsigned head, tail;
};

static int ring_push(struct ring *r, unsigned char b)
{
  unsigned next = (r->head + 1) % CAP;
  if (next == r->tail)
    return 0; /* full */
  r->data[r->head] = b;
  r->head = next;
  return 1;
}

static int ring_pop(struct ring *r, unsigned char *out)
{
  if (r->head == r->tail)
    return 0;
  *out = r->data[r->tail];
  r->tail = (r->tail + 1) % CAP;
  return 1;
}

static unsigned ring_count(const struct ring *r)
{
  return (r->head + CAP - r->tail) % CAP;
}

int main(void)
{
  struct ring r;
  memset(&r, 0, sizeof r);
  unsigned char shadow[64];
  unsigned in = 0, out = 0;
  for (int step = 0; step < 12; step++) {
    if (__VERIFIER_nondet_int()) {
      unsigned char b = __VERIFIER_nondet_uchar();
      if (ring_push(&r, b))
        shadow[in++] = b;
      else
        assert(ring_count(&r) == CAP - 1);
    } else {
      unsigned char b;
      if (ring_pop(&r, &b)) {
        assert(b == shadow[out]);
        out++;
      } else {
        assert(in == out);
      }
    }
    assert(ring_count(&r) == in - out);
  }
  return 0;
}
