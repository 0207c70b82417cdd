// probe: GNU designator ranges [A ... B] = v with expression and enumerator bounds
// errlang: holds holds holds holds fails
// inputs: -1 | 0 | 31 | 32 | 64 | 65 | 90 | 91 | 97 | 122 | 200 | 205 | 206 | 255
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
#define N 10
enum { LO = 'A', HI = LO + 25 };
static const unsigned char upper[256] = { [LO ... HI] = 4 };
static const unsigned char table[256] = { [0 ... 31] = 1, ['a' ... 'z'] = 2, [N * 20 ... N * 20 + 5] = 3 };
int main(void) {
  int i = __VERIFIER_nondet_int();
  int t[N] = { [0 ... N - 1] = -1 };
  if (i < 0 || i >= 256) return 0;
  assert(t[9] == -1 && t[0] == -1);
  assert(table[i] != 2 || (i >= 'a' && i <= 'z'));
  assert(table[i] != 3 || (i >= 200 && i <= 205));
  assert(upper[i] != 4 || (i >= 'A' && i <= 'Z'));
  assert(table[i] != 1);
  return 0;
}
