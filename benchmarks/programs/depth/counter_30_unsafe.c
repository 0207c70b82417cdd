/* SV-COMP style: a counter that must run 30 times before the error is reachable. */
extern unsigned int __VERIFIER_nondet_uint(void);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int cond) {
  if (!cond) {
  ERROR:
    reach_error();
  }
}

int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  unsigned int x = 0;
  unsigned int y = 0;
  while (x < n && x < 1000) {
    x++;
    y += 2;
  }
  __VERIFIER_assert(y != 60);
  return 0;
}
