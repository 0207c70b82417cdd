extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "x.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#define N 50000
int a[N];
int main() {
  int i;
  for (i = 0; i < N; i++) { if (i != 777) a[i] = 1; }
  int x;
  for (x = 0; x < N; x++) { __VERIFIER_assert(a[x] == 1); }
  return 0;
}
