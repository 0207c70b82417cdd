/* memcpy of structs and arrays, memset of a region, memcmp on the result. */
#include <string.h>
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);

struct header {
  unsigned char kind;
  unsigned char flags;
  unsigned short length;
  int payload[3];
};

int main(void)
{
  struct header h, copy;
  unsigned char raw[sizeof(struct header)];
  h.kind = __VERIFIER_nondet_uchar();
  h.flags = 0;
  h.length = 12;
  h.payload[0] = __VERIFIER_nondet_int();
  h.payload[1] = h.payload[0] + 1;
  h.payload[2] = -1;
  memcpy(raw, &h, sizeof h);
  memcpy(&copy, raw, sizeof copy);
  assert(copy.kind == h.kind);
  assert(copy.payload[1] == copy.payload[0] + 1);
  assert(memcmp(&copy, &h, sizeof h) == 0);
  memset(&copy.payload, 0xff, sizeof copy.payload);
  assert(copy.payload[0] == -1 && copy.payload[2] == -1);
  assert(raw[0] == h.kind && raw[2] == 12 && raw[3] == 0);
  return 0;
}
