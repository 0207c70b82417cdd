extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "l.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
void assume_abort_if_not(int cond) { if(!cond) {abort();} }
int main() { int a = __VERIFIER_nondet_int(); int b = __VERIFIER_nondet_int();
  assume_abort_if_not(a <= 1000000); assume_abort_if_not(0 <= b && b <= 1000000);
  int res = a, cnt = b;
  while (cnt > 0) { cnt = cnt - 1; res = res + 1; }
  __VERIFIER_assert(res != 1999999);
  return 0; }
