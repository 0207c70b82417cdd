/* CBMC conventions: nondet_<type>() and __CPROVER_assume. */
#include <assert.h>
int nondet_int(void);
unsigned nondet_unsigned(void);
_Bool nondet_bool(void);
char nondet_char(void);
void __CPROVER_assume(_Bool assumption);

int main(void) {
  int a = nondet_int();
  __CPROVER_assume(a > 0 && a < 100);
  unsigned b = nondet_unsigned();
  __CPROVER_assume(b < 10u);
  int r = a % 7;
  assert(r >= 0 && r < 7); // expect: holds
  assert(a / (int)(b + 1) <= a); // expect: holds
  char c = nondet_char();
  if (nondet_bool())
    c = 'A';
  assert(c != 'Z'); // expect: fails witness=1,0,90,0
  assert(a * (int)b < 891); // expect: fails witness=99,9,0,1
  return 0;
}
