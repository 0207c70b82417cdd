// errlang-test: loop-bound=3
/* Bound 3: failures that need exactly 3 iterations are found; those that need 4 are not. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}

static int *find(int *begin, int *end, int v) {
  for (int *p = begin; p != end; ++p)
    if (*p == v)
      return p;
  return 0;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0);
  int count = 0;
  for (int i = 0; i < n; i++)
    count += 2;
  if (count == 6)
    reach_error(); // expect: fails witness=3
  if (count == 8)
    reach_error(); // expect: holds
  if (count != 2 * n)
    reach_error(); // expect: holds
  /* This loop breaks in its 4th body execution when steps reach 3: out of bound. */
  int x = __VERIFIER_nondet_int();
  int steps = 0;
  for (;;) {
    if (x <= 0 || steps == 3)
      break;
    x -= 5;
    steps++;
  }
  if (steps == 3)
    reach_error(); // expect: holds
  if (steps == 2)
    reach_error(); // expect: fails witness=0,7
  /* The search needs 4 iterations to reach a[3] (and to miss): only a[0..2] are in bound. */
  int a[4] = {5, 7, 9, 11};
  int v = __VERIFIER_nondet_int();
  int *hit = find(a, a + 4, v);
  if (hit == &a[3])
    reach_error(); // expect: holds
  if (hit == &a[2])
    reach_error(); // expect: fails witness=0,0,9
  return 0;
}
