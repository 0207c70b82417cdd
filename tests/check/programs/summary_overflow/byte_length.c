/* A parser-style loop over a byte length: the total passes INT_MAX after 162 steps. */
extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  unsigned char len = __VERIFIER_nondet_uchar();
  int total = 2147483000;
  unsigned i = 0;
  while (i < len) {
    total += 4;
    i++;
  }
  return total & 1;
}
