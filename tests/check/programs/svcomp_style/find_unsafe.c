extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "f.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#define N 100000
int a[N];
int main() { int e = __VERIFIER_nondet_int(); int i;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  i = 0;
  while (i < N && a[i] >= 0) i++;
  __VERIFIER_assert(i < 5000 || i == N || a[i] == e);
  return 0; }
