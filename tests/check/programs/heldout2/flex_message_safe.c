/* A message with a flexible array member allocated as sizeof header + n elements; copying a
 * payload in and summing it back gives the same total. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

struct msg {
  unsigned short type;
  unsigned short len;
  unsigned char payload[];
};

static struct msg *msg_new(unsigned short type, const unsigned char *data, unsigned short len)
{
  struct msg *m = malloc(sizeof *m + len);
  if (!m)
    return NULL;
  m->type = type;
  m->len = len;
  memcpy(m->payload, data, len);
  return m;
}

int main(void)
{
  unsigned char data[6];
  unsigned total = 0;
  for (int i = 0; i < 6; i++) {
    data[i] = (unsigned char)__VERIFIER_nondet_int();
    total += data[i];
  }
  struct msg *m = msg_new(7, data, 6);
  assert(sizeof(struct msg) == 4);
  unsigned back = 0;
  for (unsigned i = 0; i < m->len; i++)
    back += m->payload[i];
  assert(back == total && m->type == 7);
  free(m);
  return 0;
}
