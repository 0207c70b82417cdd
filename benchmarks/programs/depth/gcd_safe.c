/* Euclid by subtraction on small inputs: safe, complete once the bound covers 12 steps. */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (a < 1 || a > 12 || b < 1 || b > 12)
    return 0;
  int x = a;
  int y = b;
  while (x != y) {
    if (x > y)
      x -= y;
    else
      y -= x;
  }
  if (a % x != 0 || b % x != 0)
    reach_error();
  return 0;
}
