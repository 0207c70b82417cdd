/* Unions: the same bytes seen through different members (little-endian). */
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);

union word {
  unsigned int u;
  int i;
  unsigned char bytes[4];
};

struct tagged {
  int kind;
  union {
    int n;
    unsigned short h[2];
  } v;
};

int main(void) {
  union word w;
  w.u = 0x01020304u;
  assert(w.bytes[0] == 4 && w.bytes[3] == 1); // expect: holds
  w.i = -1;
  assert(w.u == 4294967295u); // expect: holds
  assert(sizeof(union word) == 4); // expect: holds
  unsigned int x = __VERIFIER_nondet_uint();
  w.u = x;
  assert(w.bytes[1] != 0xAB); // expect: fails witness=43776
  struct tagged t;
  t.kind = 1;
  t.v.n = 0x00050003;
  assert(t.v.h[0] == 3 && t.v.h[1] == 5); // expect: holds
  return 0;
}
