// probe: gcc's target macros real code tests (__BYTE_ORDER__: before, big-endian was chosen)
// errlang: holds fails
// inputs: 0 | 1
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define BIG 1
#elif __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define BIG 0
#else
#define BIG 2
#endif
int main(void) {
  unsigned int one = 1;
  int x = __VERIFIER_nondet_int();
  assert(BIG == 0 && *(unsigned char *)&one == 1 && __SIZEOF_POINTER__ == sizeof(void *)
         && __SIZEOF_LONG__ == sizeof(long) && __CHAR_BIT__ == 8 && __ATOMIC_SEQ_CST == 5);
  assert(x != 1);
  return 0;
}
