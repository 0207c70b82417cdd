/* Bit-fields in packed structs as Csmith's survey profile declares them (gcc's x86-64 layout:
 * under #pragma pack a bit-field starts at the next free bit, whatever boundary it crosses).
 * The fields are checked through their values and through the bytes they occupy. */
#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

#pragma pack(push)
#pragma pack(1)
struct S1 {
  signed f0 : 5;
  unsigned f1 : 13;
  signed f2 : 31; /* bits 18..48: a 5-byte storage unit */
  char c;
  unsigned f3 : 20;
};
#pragma pack(2)
struct S2 {
  char a;
  int f0 : 20; /* bits 8..27 */
  short f1 : 9; /* bits 28..36 */
  int : 0;
  char d;
};
#pragma pack(pop)

int main(void) {
  struct S1 s;
  struct S2 t;
  unsigned char bytes[sizeof s];
  int x = __VERIFIER_nondet_int();
  assert(sizeof s == 11 && sizeof t == 10); // expect: holds
  memset(&s, 0, sizeof s);
  s.f2 = x;
  s.f0 = -1;
  s.c = 'z';
  s.f3 = 0xfffff;
  assert(s.f0 == -1 && s.f1 == 0 && s.c == 'z'); // expect: holds
  assert(s.f2 == ((int)((unsigned)x << 1) >> 1)); // expect: holds
  memcpy(bytes, &s, sizeof s);
  assert(bytes[0] == 0x1f && bytes[7] == 'z' && bytes[10] == 0x0f); // expect: holds
  assert(((bytes[2] >> 2) & 1) == (x & 1)); // expect: holds
  s.f1 = x;
  assert(s.f0 == -1 && s.f2 == ((int)((unsigned)x << 1) >> 1)); // expect: holds
  t.a = 1;
  t.f0 = x;
  t.f1 = -1;
  t.d = 2;
  assert(t.a == 1 && t.d == 2 && t.f1 == -1); // expect: holds
  assert(t.f0 < 0x40000); // expect: fails witness=262144
  return 0;
}
