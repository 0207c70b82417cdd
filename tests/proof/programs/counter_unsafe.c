extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
/* A counter up to an input: 0 <= i <= n at the loop's head. (unsafe) */
int main(void) {
  int n = __VERIFIER_nondet_int();
  int i = 0;
  if (n < 0) return 0;
  while (i < n) {
    if (__VERIFIER_nondet_int()) i = i + 1;
  }
  __VERIFIER_assert(i == n + 1);
  return 0;
}
