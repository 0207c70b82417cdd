/* LP64 sizes, integer promotions and the usual arithmetic conversions. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  assert(sizeof(char) == 1 && sizeof(short) == 2 && sizeof(int) == 4); // expect: holds
  assert(sizeof(long) == 8 && sizeof(long long) == 8); // expect: holds
  assert(sizeof(void *) == 8 && sizeof(unsigned long) == 8); // expect: holds
  unsigned char a = __VERIFIER_nondet_uchar();
  unsigned char b = __VERIFIER_nondet_uchar();
  int sum = a + b; /* both promoted to int: no wrap-around */
  assert(sum >= 0 && sum <= 510); // expect: holds
  unsigned char c = a + b; /* narrowed back to 8 bits */
  assert(c == sum); // expect: fails witness=200,100
  int i = __VERIFIER_nondet_int();
  if (i < 0) {
    assert(i > 0u); // expect: holds
  }
  long l = i;
  unsigned int u = i;
  assert(l == u || i < 0); // expect: holds
  assert(l == u); // expect: fails witness=0,0,-1
  long long wide = (long long)i * i;
  assert(wide >= 0); // expect: holds
  int m = i * i; /* wraps like gcc -fwrapv */
  assert(m >= 0); // expect: fails witness=0,0,46341
  return 0;
}
