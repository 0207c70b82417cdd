// probe: gperf's string pools (libiconv): sizeof of string literals in a file-scope struct, offsets as (int)(long)&((T *)0)->m
// errlang: holds fails
// inputs: 0 | 1 | 2 | -1
#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
struct pool { char s15[sizeof("L6")]; char s17[sizeof("LATIN1")]; char s20[sizeof "a\tb" "cd"]; };
static const struct pool pool = { "L6", "LATIN1", "a\tbcd" };
struct alias { int name; int index; };
static const struct alias aliases[] = {
  { (int)(long)&((struct pool *)0)->s17, 7 },
  { (int)(long)&((struct pool *)0)->s20, 9 },
};
#define POOL ((const char *) &pool)
int main(void) {
  int i = __VERIFIER_nondet_int();
  assert(sizeof(struct pool) == 3 + 7 + 6);
  if (i < 0 || i > 1) return 0;
  assert(POOL[aliases[i].name] != 'a');
  return 0;
}
