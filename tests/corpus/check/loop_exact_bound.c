// errlang-test: loop-bound=3
/* Failure needs exactly 3 iterations (the bound); 4 iterations are out of bound. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}

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
  return 0;
}
