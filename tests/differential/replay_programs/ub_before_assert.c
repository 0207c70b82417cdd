/* A run can reach an assertion's failure through undefined behaviour (reading past a table);
 * errlang never reports such a run, and a replay built with gcc's sanitizers refuses it. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static const int table[4] = {1, 2, 3, 4};
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 4)
    return 0;
  int v = table[k]; /* k = 4: out of bounds */
  assert(k < 3);    /* fails with k = 3 (a clean run) and with k = 4 (after the bad read) */
  return v;
}
