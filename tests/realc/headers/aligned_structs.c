/* gcc's aligned(N) on structs raises their alignment and size (before: ignored, sizeof 1 where
 * gcc says 8); on a variable it moves no value. gcc agrees with every verdict. */
#include <assert.h>
struct a { char c; } __attribute__((aligned(8)));
struct __attribute__((__aligned__)) b { int x; };
typedef struct { short s; } __attribute__((aligned(4), packed)) P;
static char buf[64] __attribute__((aligned(16)));
struct outer { char c; struct a inner; };
int main(void) {
  assert(sizeof(struct a) == 8);
  assert(sizeof(struct b) == 16 && sizeof(P) == 4);
  assert(sizeof(struct outer) == 16 && sizeof(buf) == 64);
  return 0;
}
