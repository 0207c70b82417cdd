#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int mode = 0;
  int count;
  count = 0;
  while (1) {
    int in = __VERIFIER_nondet_int();
    if (mode == 0) { if (in > 5) { mode = 1; count = 0; } }
    else if (mode == 1) { count++; if (count >= 3) mode = 2; else if (in == 0) continue; }
    else { if (in < 0) mode = 0; }
    assert(count <= 3);
  }
}
