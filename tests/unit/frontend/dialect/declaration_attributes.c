// probe: glibc's __attribute__((mode(M))) typedefs and aligned(E) members (max_align_t)
// errlang: holds holds holds fails
// inputs: 0 | 1 | 255 | 65535 | -1
#include <assert.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
typedef int reg_t __attribute__ ((__mode__ (__word__)));
typedef unsigned int u8_t __attribute__((mode(QI)));
typedef int s16_t __attribute__((__mode__(__HI__)));
struct m {
  char c;
  long long a __attribute__((__aligned__(__alignof__(long long))));
  int b __attribute__((aligned(16)));
  char d __attribute__((aligned));
};
int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(sizeof(reg_t) == 8 && sizeof(u8_t) == 1 && sizeof(s16_t) == 2 && sizeof(max_align_t) == 32);
  assert(offsetof(struct m, b) == 16 && offsetof(struct m, d) == 32 && sizeof(struct m) == 48);
  u8_t u = (u8_t)x;
  s16_t s = (s16_t)x;
  reg_t r = (reg_t)x * 65536;
  assert(u <= 255 && s >= -32768 && r / 65536 == x);
  assert(u != 255 || s != -1);
  return 0;
}
