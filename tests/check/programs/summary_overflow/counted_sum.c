/* A counted loop the check summarises in one step (ir/scalar_loops.py): 30,000,000 per
   iteration passes INT_MAX at the 72nd; gcc: "2130000000 + 30000000 cannot be represented". */
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100) return 0;
  int s = 0;
  for (int i = 0; i < n; i++) s += 30000000;
  return s > 5;
}
