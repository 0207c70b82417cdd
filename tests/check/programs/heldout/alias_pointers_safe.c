/* Writes through pointers that may alias: the reads see the last write. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "alias_pointers.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern _Bool __VERIFIER_nondet_bool(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

struct pair { int first; int second; };

int main(void)
{
  struct pair s = { 0, 0 };
  int other = 5;
  int *p = __VERIFIER_nondet_bool() ? &s.first : &s.second;
  int *q = __VERIFIER_nondet_bool() ? &s.first : &other;
  int **pp = &p;
  *p = 1;
  *q = 2;
  **pp += 10;
  if (p == q) {
    __VERIFIER_assert(*p == 12);
    __VERIFIER_assert(s.first == 12);
  } else {
    __VERIFIER_assert(*p == 11);
    __VERIFIER_assert(*q == 2);
  }
  __VERIFIER_assert(s.first + s.second + other >= 12);
  char *bytes = (char *)&s;
  __VERIFIER_assert(bytes + sizeof(int) == (char *)&s.second);
  return 0;
}
