extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "r.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#define SIZE 100000
int main() { int a[SIZE]; int i; int found = 0;
  for (i = 0; i < SIZE; i++) { a[i] = __VERIFIER_nondet_int(); }
  for (i = 0; i < SIZE; i++) { if (a[i] == 77) found = 1; }
  if (!found) { for (i = 0; i < SIZE; i++) __VERIFIER_assert(a[i] != 77); }
  __VERIFIER_assert(!found || a[SIZE - 1] != 77);
  return 0; }
