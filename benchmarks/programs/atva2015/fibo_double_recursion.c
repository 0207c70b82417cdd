/* errlang's own program in the shape of SV-COMP's recursive-simple fibo_20-1 (a double
 * recursion whose result is compared with the 20th Fibonacci number): not in the 2015 paper's
 * Table 1, but the program that showed `check --timeout 30` running for minutes. Every call
 * makes two more, so the runs within recursion depth b are about 2^b calls long and the
 * formula grows as fast; a budget must end the command anyway. The assertion fails only for
 * runs 20 calls deep (fib(20) = 6765), far beyond any bound a budget reaches. */
// bench: alphabet=functions
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int fibo(int n) {
  if (n < 1)
    return 0;
  if (n == 1)
    return 1;
  return fibo(n - 1) + fibo(n - 2);
}

int main(void) {
  int x = 20;
  int result = fibo(x);
  if (result == 6765)
    reach_error();
  return 0;
}
