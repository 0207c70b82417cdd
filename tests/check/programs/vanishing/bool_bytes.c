#include <assert.h>
#include <string.h>
extern unsigned char nondet_uchar(void);
struct flags { int id; _Bool on; };
int main(void) {
  unsigned char raw[8] = {1, 0, 0, 0, 0, 0, 0, 0};
  raw[4] = nondet_uchar();
  struct flags f;
  memcpy(&f, raw, sizeof f); /* a byte of 2..255 in a _Bool: gcc's -fsanitize=bool at line 11 */
  int seen = 0;
  if (f.on)
    seen = raw[4];
  assert(seen <= 1);
  return 0;
}
