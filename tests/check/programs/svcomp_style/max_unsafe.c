extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "x.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#define N 100000
int main() {
  int a[N];
  int i, m;
  for (i = 0; i < N; i++) { a[i] = __VERIFIER_nondet_int(); }
  m = a[0];
  for (i = 1; i < N; i++) { if (a[i] > m) m = a[i]; }
  __VERIFIER_assert(m > a[0]);
  return 0;
}
