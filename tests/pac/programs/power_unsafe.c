/* Powers of two by recursion; the claim that 2^k never equals 64 is wrong (k = 6). */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);

int power2(int k) {
  if (k == 0)
    return 1;
  return 2 * power2(k - 1);
}

int main() {
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 20)
    return 0;
  int p = power2(k);
  if (p == 64)
    __VERIFIER_error();
  return 0;
}
