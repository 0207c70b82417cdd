/* Recursion 12 deep: sum(12) == 78 is the only way to the error. */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int sum(int n) {
  if (n <= 0)
    return 0;
  return n + sum(n - 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 20)
    return 0;
  if (sum(n) == 78)
    reach_error();
  return 0;
}
