/* Euclid's algorithm; the claim "gcd(a, b) < b unless a == b" fails when b divides a. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}

int gcd(int a, int b) {
  if (b == 0) {
    return a;
  }
  return gcd(b, a % b);
}

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (a <= 0 || b <= 0 || a > 1000 || b > 1000) {
    return 0;
  }
  int g = gcd(a, b);
  if (g < b || a == b) {
    return 0;
  } else {
    reach_error();
  }
  return 0;
}
