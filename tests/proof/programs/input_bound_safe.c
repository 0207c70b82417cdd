extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
/* A loop whose bound is an input; x counts some iterations: x <= i. (safe) */
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  unsigned int i = 0;
  unsigned int x = 0;
  while (i < n) {
    if (__VERIFIER_nondet_int()) x++;
    i++;
  }
  __VERIFIER_assert(x <= n);
  return 0;
}
