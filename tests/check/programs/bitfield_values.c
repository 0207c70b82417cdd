/* Stores to bit-fields, signed and unsigned, in a normal and a packed struct: a counterexample
 * shows each field's own value, named by the field (not the raw storage unit). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

struct plain {
  unsigned int lo : 3;
  signed int mid : 5;
  unsigned int hi : 8;
};

#pragma pack(1)
struct packed {
  unsigned char a;
  int f : 20;
  unsigned g : 9;
};
#pragma pack()

static void set_mid(struct plain *s, int v) {
  s->mid = v;
}

int main(void) {
  struct plain p = {0, 0, 0};
  struct packed q = {0, 0, 0};
  int x = __VERIFIER_nondet_int();
  if (x != 5)
    return 0;
  p.lo = x;
  p.mid = -x;
  set_mid(&p, -x - 1);
  p.hi = 200;
  q.a = 7;
  q.f = -3 * x;
  q.g = 300;
  assert(p.mid > 0 || q.f > 0 || q.g != 300); // expect: fails
  return 0;
}
