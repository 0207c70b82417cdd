// probe: GNU case ranges with expression bounds (msgpack's SWITCH_RANGE)
// errlang: holds holds holds fails
// inputs: 0 | 0x7f | 0x80 | 0x95 | 0xa0 | 0xc8 | 0xe0 | 0xff
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#define SWITCH_RANGE(FROM, TO) case FROM ... TO:
#define BASE 0x90
static int kind(unsigned char b) {
  switch (b) {
  SWITCH_RANGE(0x00, 0x7f) return 1;
  case BASE + 0x0 ... BASE + 0xf: return 2;
  case 0xa0 ... 0xa0: return 9;
  SWITCH_RANGE(0xe0, 0xff) return 3;
  default: return 0;
  }
}
int main(void) {
  unsigned char b = __VERIFIER_nondet_uchar();
  int k = kind(b);
  assert(k != 1 || b < 0x80);
  assert(k != 2 || (b >= 0x90 && b <= 0x9f));
  assert(k != 0 || (b >= 0x80 && b < 0xe0));
  assert(k != 3);
  return 0;
}
