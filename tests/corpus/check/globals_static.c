/* Globals (zero-initialised and initialised), static locals, a global struct. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int counter;
static int table[4] = {3, 1, 4, 1};
struct config {
  int enabled;
  int limit;
} cfg = {1, 2};

static int next_id(void) {
  static int id = 10;
  return id++;
}

int main(void) {
  assert(counter == 0); // expect: holds
  int a = next_id();
  int b = next_id();
  assert(a == 10 && b == 11); // expect: holds
  int k = __VERIFIER_nondet_int();
  if (k > 0 && cfg.enabled)
    counter += table[k % 4];
  assert(counter != 4); // expect: fails witness=2
  assert(counter <= 4 && counter >= 0); // expect: holds
  cfg.limit = counter;
  assert(cfg.limit != 3 || k % 4 == 0); // expect: holds
  return 0;
}
