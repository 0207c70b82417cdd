/* INT_MIN / -1 overflows (undefined even with wrapping arithmetic); so does INT_MIN % -1. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (y < 0)
    return x / y;
  return 0;
}
