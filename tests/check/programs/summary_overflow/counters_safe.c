/* SV-COMP's counters: summarised (no bound reached), and nothing can overflow. */
extern void __VERIFIER_assert(int);
int main(void) {
  int i = 0, j = 0;
  while (i < 5000) {
    i++;
    j += 2;
  }
  __VERIFIER_assert(j == 10000);
  return 0;
}
