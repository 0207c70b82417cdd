extern void abort(void);
extern void __assert_fail (const char *__assertion, const char *__file, unsigned int __line, const char *__function) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { ((void) sizeof ((0) ? 1 : 0), __extension__ ({ if (0) ; else __assert_fail ("0", "svcomp_stmt_expr.c", 3, __extension__ __PRETTY_FUNCTION__); })); }
extern int __VERIFIER_nondet_int(void);
void assume_abort_if_not(int cond) {
  if(!cond) {abort();}
}
void __VERIFIER_assert(int cond) {
  if (!(cond)) {
    ERROR: {reach_error();abort();}
  }
  return;
}
/* SV-COMP 2023 style: reach_error defined with a GNU statement expression, assume_abort_if_not. */
int main() {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  assume_abort_if_not(a >= 0 && a <= 100);
  assume_abort_if_not(b >= 0 && b <= 100);
  int s = a + b;
  __VERIFIER_assert(s >= a); // expect: holds
  __VERIFIER_assert(s <= 200); // expect: holds
  __VERIFIER_assert(s != 150); // expect: fails witness=100,50
  return 0;
}
