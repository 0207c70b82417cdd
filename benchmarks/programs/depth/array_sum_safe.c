/* A bounded loop over a 10-element array: safe, and complete once the bound exceeds 10. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}

int main(void) {
  int a[10];
  for (int i = 0; i < 10; i++) {
    a[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(a[i] >= 0 && a[i] <= 100);
  }
  int sum = 0;
  for (int i = 0; i < 10; i++) {
    sum += a[i];
  }
  if (sum < 0 || sum > 1000)
    reach_error();
  return 0;
}
