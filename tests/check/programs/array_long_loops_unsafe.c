/* SV-COMP's array tasks, in their style: arrays of 100,000 elements filled, copied and
 * compared by loops of as many iterations. Each loop is summarised in one step (issue 23,
 * ir/array_loops.py): the bug at x = 0 lies behind 200,000 nondet calls. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "array_long_loops.c", 7, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) {
  if (!(cond)) {
  ERROR: {
    reach_error();
    abort();
  }
  }
  return;
}
#define N 100000
int b[N];

int main() {
  int a1[N];
  int a2[N];
  int a;
  for (a = 0; a < N; a++) {
    a1[a] = __VERIFIER_nondet_int();
    a2[a] = __VERIFIER_nondet_int();
    if (a2[a] < 0)
      a2[a] = 0;
  }
  for (a = 0; a < N; a++)
    b[a] = a1[a] + 1;
  int x;
  for (x = 0; x < N; x++) {
    __VERIFIER_assert(b[x] == a1[x] + 1 && a2[x] >= 0 && a1[x] <= a2[x]); 
  }
  return 0;
}
