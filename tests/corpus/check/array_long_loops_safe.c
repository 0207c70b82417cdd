/* A safe SV-COMP-style array task: every element is set in a loop of 100,000 iterations (a
 * guarded store too), then checked in another; the check holds for every iteration, and the
 * runs after the summarised check loop are cut, so the verdict is holds-within-bound. */
// errlang-test: loop-bound=1
extern void abort(void);
void reach_error() { abort(); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) {
  if (!(cond)) {
    reach_error();
  }
}
#define N 100000
int a[N];

int main() {
  int k = __VERIFIER_nondet_int();
  if (k == -2147483647 - 1)
    return 0; /* -k would overflow (a finding since the thirteenth session: gcc reports it) */
  int i;
  for (i = 0; i < N; i++)
    a[i] = i % 2 == 0 ? k : -k;
  for (i = 0; i < N; i++)
    if (i % 2 == 1)
      a[i] = -a[i];
  for (i = 0; i < N; i++)
    __VERIFIER_assert(a[i] == k); // expect: holds
  return 0;
}
