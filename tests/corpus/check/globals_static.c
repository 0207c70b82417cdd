/* Globals: zero-initialised and initialised, static, a global struct. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int counter;
static int table[4] = {3, 1, 4, 1};
struct config {
  int enabled;
  int limit;
} cfg = {1, 2};

int main(void) {
  assert(counter == 0); // expect: holds
  counter = table[0] + cfg.limit;
  assert(counter == 5); // expect: holds
  counter = 0;
  int k = __VERIFIER_nondet_int();
  if (k > 0 && cfg.enabled)
    counter += table[k % 4];
  assert(counter != 4); // expect: fails witness=2
  assert(counter <= 4 && counter >= 0); // expect: holds
  cfg.limit = counter;
  assert(cfg.limit != 3 || k % 4 == 0); // expect: holds
  return 0;
}
