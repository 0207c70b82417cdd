extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "x.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
int main() {
  int a1[100000]; int a2[100000];
  int a;
  for (a = 0; a < 100000; a++) { a1[a] = __VERIFIER_nondet_int(); a2[a] = __VERIFIER_nondet_int(); }
  int x;
  for (x = 0; x < 100000; x++) { __VERIFIER_assert(a1[x] == a2[x]); }
  return 0;
}
