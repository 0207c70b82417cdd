/* Mutual recursion counting down by ones and twos; the claim fails for n = 4 (ping(4) = 3). */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);

int pong(int n);

int ping(int n) {
  if (n <= 0)
    return 0;
  return 1 + pong(n - 1);
}

int pong(int n) {
  if (n <= 1)
    return n;
  return 1 + ping(n - 2);
}

int main() {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100)
    return 0;
  int steps = ping(n);
  if (steps == 3 && n == 4)
    __VERIFIER_error();
  return 0;
}
