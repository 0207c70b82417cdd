/* The maximum of three inputs by a loop over cases, then a recursive check. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);

int at_least(int m, int x) {
  if (x > m)
    return 0;
  return 1;
}

int main() {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int m = a;
  if (b > m)
    m = b;
  if (!at_least(m, a) || !at_least(m, b))
    __VERIFIER_error();
  return 0;
}
