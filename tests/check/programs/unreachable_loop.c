/* The error needs six iterations of the loop at line 8: at loop bound 3 no run reaches it. */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int x = 0;
  int limit = __VERIFIER_nondet_int();
  while (x < limit && x < 100) {
    x++;
  }
  if (x == 6)
    reach_error();
  return 0;
}
