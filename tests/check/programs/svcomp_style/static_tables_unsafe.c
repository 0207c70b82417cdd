extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "t.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
void assume_abort_if_not(int cond) { if(!cond) {abort();} }
typedef struct { int numCols; const int *widths; } LogInfo;
static int step(int k) {
  static int rt_Widths[] = { 1, 2, 3, 4 };
  static LogInfo rt_Info = { .numCols = 4, .widths = rt_Widths };
  if (k < 0 || k >= rt_Info.numCols) return 0;
  return rt_Info.widths[k];
}
int main() { int k = __VERIFIER_nondet_int(); __VERIFIER_assert(step(k) != 3); return 0; }
