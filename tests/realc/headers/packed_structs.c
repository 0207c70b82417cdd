/* gcc's __attribute__((packed)) on structs and unions in every place it is written (before: laid
 * out unpacked, sizeof 8 where gcc says 5: a wrong verdict). gcc agrees with every verdict. */
#include <assert.h>
#include <stddef.h>
#include <string.h>
struct __attribute__((packed)) p { char c; int x; };
struct q { char c; int x; } __attribute__((__packed__));
typedef struct { char c; long y; short z; } __attribute__((packed)) T;
typedef union __attribute__ ((packed)) { short s; int i; } U;
struct r { char c; int x; };
struct outer { char a; struct p inner; };
unsigned char nondet_uchar(void);
int main(void) {
  assert(sizeof(struct p) == 5);
  assert(sizeof(struct q) == 5 && offsetof(struct q, x) == 1);
  assert(sizeof(T) == 11 && offsetof(T, z) == 9);
  assert(sizeof(U) == 4 && sizeof(struct r) == 8);
  assert(sizeof(struct outer) == 6);
  unsigned char bytes[5] = {1, 0, 0, 0, 0};
  bytes[1] = nondet_uchar();
  struct p v;
  memcpy(&v, bytes, 5);
  assert(v.x != 7); /* fails: byte 1 is the low byte of x */
  return 0;
}
