/* Nested loops with multiplication: the error needs i = 6 and j = 7. */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int n = __VERIFIER_nondet_int();
  int m = __VERIFIER_nondet_int();
  for (int i = 0; i < n && i < 20; i++) {
    for (int j = 0; j < m && j < 20; j++) {
      if (i * j == 42 && i < j)
        reach_error();
    }
  }
  return 0;
}
