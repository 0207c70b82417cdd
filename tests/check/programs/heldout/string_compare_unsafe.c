/* A password check on a nondet buffer: the error is reachable with the right word. */
#include <string.h>
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "string_compare.c", 3, "reach_error"); }
extern char __VERIFIER_nondet_char(void);

#define LEN 6

static int authenticate(const char *input)
{
  static const char secret[] = "k3y";
  return strcmp(input, secret) == 0;
}

int main(void)
{
  char input[LEN];
  int i;
  for (i = 0; i < LEN - 1; i++)
    input[i] = __VERIFIER_nondet_char();
  input[LEN - 1] = '\0';
  if (authenticate(input)) {
    reach_error();
  }
  return 0;
}
