extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "r.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#define SIZE 100000
int main() { char password[SIZE]; char guess[SIZE]; int i; int result = 1;
  for (i = 0; i < SIZE; i++) { password[i] = __VERIFIER_nondet_char(); guess[i] = __VERIFIER_nondet_char(); }
  for (i = 0; i < SIZE; i++) { if (password[i] != guess[i]) result = 0; }
  if (result) { for (i = 0; i < SIZE; i++) __VERIFIER_assert(password[i] == guess[i]); }
  return 0; }
