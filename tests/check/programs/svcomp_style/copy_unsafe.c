extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "x.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#define N 100000
int main() {
  int a[N]; int b[N];
  int i;
  for (i = 0; i < N; i++) { a[i] = __VERIFIER_nondet_int(); }
  for (i = 1; i < N; i++) { b[i] = a[i]; }
  int x;
  for (x = 0; x < N; x++) { __VERIFIER_assert(a[x] == b[x]); }
  return 0;
}
