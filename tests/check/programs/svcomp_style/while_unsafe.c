extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "x.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#define N 20000
int main() {
  int a[N], b[N];
  int i = 0;
  while (i < N) { a[i] = __VERIFIER_nondet_int(); b[i] = a[i] * 2; i++; }
  int j = 0;
  while (j < N) { __VERIFIER_assert(b[j] == a[j] + a[j] || j == 5); __VERIFIER_assert(b[j] != 6); j++; }
  return 0;
}
