/* gcc: an enum type whose constants are all non-negative is unsigned int; with a negative
 * constant it is int (the constants themselves are always int). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

typedef enum { LOW, HIGH } level_t;
enum signed_level { NEG = -1, POS };

int main(void) {
  level_t v = (level_t)__VERIFIER_nondet_int();
  assert(v >= 0); // expect: holds
  assert(v != 4294967295u); // expect: fails witness=-1
  enum signed_level s = (enum signed_level)__VERIFIER_nondet_int();
  assert(s >= 0); // expect: fails witness=0,-1
  assert(LOW - 1 < 0); // expect: holds
  return 0;
}
