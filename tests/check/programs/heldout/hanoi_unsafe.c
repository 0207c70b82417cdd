/* Towers of Hanoi: the number of moves is 2^n - 1, not at most 2n. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "hanoi.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

int counter;

void move(int from, int to)
{
  counter++;
}

void hanoi(int n, int from, int to, int via)
{
  if (n == 0)
    return;
  hanoi(n - 1, from, via, to);
  move(from, to);
  hanoi(n - 1, via, to, from);
}

int main()
{
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 4)
    return 0;
  counter = 0;
  hanoi(n, 1, 3, 2);
  __VERIFIER_assert(counter == (1 << n) - 1);
  __VERIFIER_assert(counter <= 2 * n);
  return 0;
}
